CREATE TABLE `board_version` (
	`version_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`board_id` integer NOT NULL,
	`rev` integer NOT NULL,
	`board_title` text NOT NULL,
	`board_content` text NOT NULL,
	`board_yn` text NOT NULL,
	`board_pinned` integer NOT NULL,
	`saved_at` text NOT NULL,
	`replaced_by` text,
	`replaced_at` text NOT NULL,
	FOREIGN KEY (`board_id`) REFERENCES `board`(`board_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `board_version_board_rev_idx` ON `board_version` (`board_id`,`rev`);