CREATE TABLE `rate_limit` (
	`bucket` text NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL,
	PRIMARY KEY(`bucket`, `key`)
);
--> statement-breakpoint
CREATE INDEX `rate_limit_reset_idx` ON `rate_limit` (`reset_at`);--> statement-breakpoint
DROP TABLE `login_attempt`;