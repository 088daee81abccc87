ALTER TABLE `inquiry` ADD `inquiry_type` text DEFAULT 'GENERAL' NOT NULL;--> statement-breakpoint
CREATE INDEX `inquiry_type_create_idx` ON `inquiry` (`inquiry_type`,`create_at`);