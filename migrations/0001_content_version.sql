CREATE TABLE `content_version` (
	`section` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `content_version` (`section`, `version`) VALUES ('catalog', abs(random())), ('boards', abs(random())), ('calendar', abs(random()));
