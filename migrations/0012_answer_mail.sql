ALTER TABLE `mail_outbox` ADD `memo_id` integer;--> statement-breakpoint
CREATE INDEX `mail_outbox_memo_idx` ON `mail_outbox` (`memo_id`);