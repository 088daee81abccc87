CREATE TABLE `banner_slide` (
	`slide_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_name` text NOT NULL,
	`image_alt` text NOT NULL,
	`headline` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`link_url` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`start_date` text,
	`end_date` text,
	`update_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `banner_slide_image_name_unique` ON `banner_slide` (`image_name`);--> statement-breakpoint
CREATE TABLE `footer_logo` (
	`logo_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_name` text NOT NULL,
	`name` text NOT NULL,
	`link_url` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	`update_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `footer_logo_image_name_unique` ON `footer_logo` (`image_name`);--> statement-breakpoint
-- hand-written: the carousel holds at most five slides, also under concurrent writes (decision 031).
CREATE TRIGGER `banner_slide_limit` BEFORE INSERT ON `banner_slide`
WHEN (SELECT count(*) FROM `banner_slide`) >= 5
BEGIN
	SELECT RAISE(ABORT, 'banner_slide_limit');
END;
