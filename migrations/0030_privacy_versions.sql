CREATE TABLE `privacy_version` (
	`version_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`effective_date` text NOT NULL,
	`end_date` text NOT NULL,
	`html` text NOT NULL,
	`archived_at` text NOT NULL,
	`archived_by` integer,
	FOREIGN KEY (`archived_by`) REFERENCES `users`(`users_id`) ON UPDATE no action ON DELETE set null
);
