ALTER TABLE `inquiry_memo` ADD `send_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `inquiry_memo_send_key_idx` ON `inquiry_memo` (`send_key`);