-- Editor images no text uses any more are removed by the Cron Trigger (decision 143): when each was
-- last found used, so the least recently looked at go first, and the versions replaced within a day.
ALTER TABLE `file_box` ADD `use_checked_at` integer;--> statement-breakpoint
CREATE INDEX `file_box_use_checked_idx` ON `file_box` (`owner_kind`,`use_checked_at`,`file_box_id`);--> statement-breakpoint
CREATE INDEX `board_version_replaced_idx` ON `board_version` (`replaced_at`);--> statement-breakpoint
CREATE INDEX `item_version_replaced_idx` ON `item_version` (`replaced_at`);
