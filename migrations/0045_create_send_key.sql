ALTER TABLE `board` ADD `send_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `board_send_key_idx` ON `board` (`send_key`);--> statement-breakpoint
ALTER TABLE `item` ADD `send_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `item_send_key_idx` ON `item` (`send_key`);