ALTER TABLE `mail_outbox` ADD `kind` text DEFAULT 'NOTICE' NOT NULL;--> statement-breakpoint
-- Answers were told apart by their memo until now.
UPDATE `mail_outbox` SET `kind` = 'ANSWER' WHERE `memo_id` IS NOT NULL;