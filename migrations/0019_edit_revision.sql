ALTER TABLE `board` ADD `board_rev` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `item` ADD `item_rev` integer DEFAULT 1 NOT NULL;