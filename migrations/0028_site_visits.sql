CREATE TABLE `site_visit_daily` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`source` text NOT NULL,
	`device` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `source`, `device`)
);
