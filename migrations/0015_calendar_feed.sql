CREATE TABLE `calendar_feed` (
	`users_id` integer PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`create_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	FOREIGN KEY (`users_id`) REFERENCES `users`(`users_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feed_hash_idx` ON `calendar_feed` (`token_hash`);