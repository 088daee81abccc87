ALTER TABLE `banner_slide` ADD `rev` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `footer_logo` ADD `rev` integer DEFAULT 1 NOT NULL;