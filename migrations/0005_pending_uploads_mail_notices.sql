ALTER TABLE `mail_outbox` RENAME COLUMN "to_address" TO "recipients";--> statement-breakpoint
CREATE TABLE `pending_upload` (
	`upload_id` text PRIMARY KEY NOT NULL,
	`owner_kind` text NOT NULL,
	`file_name` text NOT NULL,
	`r2_key` text NOT NULL,
	`file_org_name` text NOT NULL,
	`file_type` text NOT NULL,
	`file_size` integer,
	`r2_upload_id` text,
	`users_id` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pending_upload_file_name_unique` ON `pending_upload` (`file_name`);--> statement-breakpoint
CREATE UNIQUE INDEX `pending_upload_r2_key_unique` ON `pending_upload` (`r2_key`);--> statement-breakpoint
CREATE INDEX `pending_upload_created_idx` ON `pending_upload` (`created_at`);--> statement-breakpoint
DROP INDEX `mail_outbox_status_idx`;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `inquiry_id` integer;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `next_attempt_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `mail_outbox_inquiry_idx` ON `mail_outbox` (`inquiry_id`);--> statement-breakpoint
CREATE INDEX `mail_outbox_status_idx` ON `mail_outbox` (`status`,`next_attempt_at`);