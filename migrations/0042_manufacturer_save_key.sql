ALTER TABLE `manufacturer` ADD `save_key` text;--> statement-breakpoint
CREATE INDEX `manufacturer_save_key_idx` ON `manufacturer` (`save_key`) WHERE "manufacturer"."save_key" IS NOT NULL;