CREATE TABLE `board` (
	`board_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`board_title` text NOT NULL,
	`board_content` text DEFAULT '' NOT NULL,
	`board_image` text,
	`board_type` text NOT NULL,
	`board_yn` text DEFAULT 'Y' NOT NULL,
	`writer` text DEFAULT '' NOT NULL,
	`users_id` integer,
	`category` text DEFAULT '공지사항' NOT NULL,
	`board_reg_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	`board_update` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	`board_view_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`users_id`) REFERENCES `users`(`users_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `board_type_yn_reg_idx` ON `board` (`board_type`,`board_yn`,`board_reg_date`);--> statement-breakpoint
CREATE INDEX `board_reg_idx` ON `board` (`board_reg_date`);--> statement-breakpoint
CREATE INDEX `board_update_idx` ON `board` (`board_update`);--> statement-breakpoint
CREATE TABLE `calendar_event` (
	`calendar_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text,
	`description` text,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`location` text,
	`calendar_yn` text DEFAULT 'N' NOT NULL,
	`holidays` integer DEFAULT false NOT NULL,
	`schedule_status` text,
	`users_id` integer,
	`writer` text,
	`create_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	`update_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	FOREIGN KEY (`users_id`) REFERENCES `users`(`users_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `calendar_start_idx` ON `calendar_event` (`start_time`);--> statement-breakpoint
CREATE INDEX `calendar_end_idx` ON `calendar_event` (`end_time`);--> statement-breakpoint
CREATE TABLE `file_box` (
	`file_box_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_name` text NOT NULL,
	`r2_key` text NOT NULL,
	`file_org_name` text NOT NULL,
	`file_type` text NOT NULL,
	`file_size` integer NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` integer,
	`is_main` integer DEFAULT false NOT NULL,
	`file_reg_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `file_box_file_name_unique` ON `file_box` (`file_name`);--> statement-breakpoint
CREATE UNIQUE INDEX `file_box_r2_key_unique` ON `file_box` (`r2_key`);--> statement-breakpoint
CREATE INDEX `file_box_owner_idx` ON `file_box` (`owner_kind`,`owner_id`,`file_box_id`);--> statement-breakpoint
CREATE TABLE `glass_spec` (
	`glass_spec_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`glass_spec_size` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `inquiry` (
	`inquiry_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`writer` text,
	`tel` text,
	`email` text,
	`addr` text,
	`detail_addr` text,
	`item_name` text,
	`manu_name` text,
	`item_type_name` text,
	`create_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	`update_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `inquiry_create_idx` ON `inquiry` (`create_at`);--> statement-breakpoint
CREATE TABLE `item` (
	`item_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_name` text DEFAULT '' NOT NULL,
	`item_num` text,
	`item_use` text,
	`item_out_color` text,
	`item_in_color` text,
	`item_frame_width` text,
	`item_description` text,
	`item_yn` integer DEFAULT false NOT NULL,
	`free_content` text,
	`glass_spec_id` integer NOT NULL,
	`item_type_id` integer NOT NULL,
	`manu_id` integer NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`item_reg_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	`item_update` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	FOREIGN KEY (`glass_spec_id`) REFERENCES `glass_spec`(`glass_spec_id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`item_type_id`) REFERENCES `item_type`(`item_type_id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`manu_id`) REFERENCES `manufacturer`(`manu_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `item_manu_type_order_idx` ON `item` (`manu_id`,`item_type_id`,`display_order`);--> statement-breakpoint
CREATE INDEX `item_order_idx` ON `item` (`display_order`,`item_id`);--> statement-breakpoint
CREATE INDEX `item_type_idx` ON `item` (`item_type_id`);--> statement-breakpoint
CREATE INDEX `item_glass_idx` ON `item` (`glass_spec_id`);--> statement-breakpoint
CREATE TABLE `item_type` (
	`item_type_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_type_name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `login_attempt` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`attempted_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempt_user_idx` ON `login_attempt` (`username`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`create_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_status_idx` ON `mail_outbox` (`status`,`id`);--> statement-breakpoint
CREATE TABLE `manufacturer` (
	`manu_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`manu_name` text NOT NULL,
	`manu_yn` text DEFAULT 'Y' NOT NULL,
	`manu_intro` text,
	`create_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `manufacturer_manu_name_unique` ON `manufacturer` (`manu_name`);--> statement-breakpoint
CREATE TABLE `refresh_token` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`family_id` text NOT NULL,
	`users_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`users_id`) REFERENCES `users`(`users_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_token_hash_idx` ON `refresh_token` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_token_family_idx` ON `refresh_token` (`family_id`);--> statement-breakpoint
CREATE INDEX `refresh_token_user_idx` ON `refresh_token` (`users_id`);--> statement-breakpoint
CREATE TABLE `release_note` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`create_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL,
	`update_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `release_create_idx` ON `release_note` (`create_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`users_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`password_salt` text NOT NULL,
	`name` text NOT NULL,
	`user_tel` text,
	`user_mail` text,
	`role` text DEFAULT 'ROLE_USER' NOT NULL,
	`create_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);