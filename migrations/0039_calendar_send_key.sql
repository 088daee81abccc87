ALTER TABLE `calendar_event` ADD `send_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_send_key_idx` ON `calendar_event` (`send_key`);