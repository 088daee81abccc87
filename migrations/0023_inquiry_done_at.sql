ALTER TABLE `inquiry` ADD `done_at` text;--> statement-breakpoint
CREATE INDEX `inquiry_done_idx` ON `inquiry` (`done_at`);--> statement-breakpoint
-- Inquiries already 완료: their newest answer, else their newest memo, else their last change.
UPDATE `inquiry` SET `done_at` = coalesce(
	(SELECT max(`create_at`) FROM `inquiry_memo` m WHERE m.`inquiry_id` = `inquiry`.`inquiry_id` AND m.`is_answer` = 1),
	(SELECT max(`create_at`) FROM `inquiry_memo` m WHERE m.`inquiry_id` = `inquiry`.`inquiry_id`),
	`update_at`
) WHERE `status` = '완료';
