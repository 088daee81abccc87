ALTER TABLE `manufacturer` ADD `update_at` text;--> statement-breakpoint
ALTER TABLE `manufacturer` ADD `rev` integer DEFAULT 1 NOT NULL;