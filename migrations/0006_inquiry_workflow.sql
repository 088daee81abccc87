CREATE TABLE `inquiry_memo` (
	`memo_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`inquiry_id` integer NOT NULL,
	`content` text NOT NULL,
	`is_answer` integer DEFAULT false NOT NULL,
	`users_id` integer,
	`writer` text,
	`create_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiry`(`inquiry_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`users_id`) REFERENCES `users`(`users_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `inquiry_memo_inquiry_idx` ON `inquiry_memo` (`inquiry_id`,`memo_id`);--> statement-breakpoint
ALTER TABLE `calendar_event` ADD `inquiry_id` integer REFERENCES inquiry(inquiry_id);--> statement-breakpoint
ALTER TABLE `inquiry` ADD `status` text DEFAULT '신규' NOT NULL;--> statement-breakpoint
ALTER TABLE `inquiry` ADD `read_at` text;--> statement-breakpoint
CREATE INDEX `inquiry_status_create_idx` ON `inquiry` (`status`,`create_at`);