ALTER TABLE `board` ADD `save_key` text;--> statement-breakpoint
CREATE INDEX `board_save_key_idx` ON `board` (`save_key`) WHERE "board"."save_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `calendar_event` ADD `save_key` text;--> statement-breakpoint
CREATE INDEX `calendar_save_key_idx` ON `calendar_event` (`save_key`) WHERE "calendar_event"."save_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `item` ADD `save_key` text;--> statement-breakpoint
CREATE INDEX `item_save_key_idx` ON `item` (`save_key`) WHERE "item"."save_key" IS NOT NULL;