-- hand-written (decision 037): the audit log keeps two years. Rows older than that may be deleted
-- (by the scheduled job); every newer row stays append-only.
DROP TRIGGER `audit_log_no_delete`;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` WHEN OLD.`at` >= strftime('%Y-%m-%dT%H:%M:%S', 'now', '+9 hours', '-2 years') BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
