CREATE TABLE `item_version` (
	`version_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_id` integer NOT NULL,
	`rev` integer NOT NULL,
	`item_name` text NOT NULL,
	`item_num` text,
	`item_use` text,
	`item_out_color` text,
	`item_in_color` text,
	`item_frame_width` text,
	`item_description` text,
	`item_yn` integer NOT NULL,
	`free_content` text,
	`glass_spec_id` integer NOT NULL,
	`item_type_id` integer NOT NULL,
	`saved_at` text NOT NULL,
	`replaced_by` text,
	`replaced_at` text NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `item`(`item_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `item_version_item_rev_idx` ON `item_version` (`item_id`,`rev`);