CREATE TABLE `user_recovery_code` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`users_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`users_id`) REFERENCES `users`(`users_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_recovery_code_idx` ON `user_recovery_code` (`users_id`,`code_hash`);--> statement-breakpoint
CREATE TABLE `user_totp` (
	`users_id` integer PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`enabled_at` text,
	`last_step` integer DEFAULT 0 NOT NULL,
	`create_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	FOREIGN KEY (`users_id`) REFERENCES `users`(`users_id`) ON UPDATE no action ON DELETE cascade
);
