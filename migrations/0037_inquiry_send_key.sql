ALTER TABLE `inquiry` ADD `send_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `inquiry_send_key_idx` ON `inquiry` (`send_key`);