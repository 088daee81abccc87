-- Full-text search (docs/decisions/013-full-text-search.md): trigram FTS5 indexes over the searched
-- text, so a substring search is an index lookup and never a LIKE pattern (D1 refuses patterns over
-- 50 bytes). Contentless with contentless_delete=1: the index stores no copy of the text, and a row
-- is removed by its rowid alone. The update triggers fire only when indexed text changes (a post's
-- view count changes on every view).
CREATE VIRTUAL TABLE `board_fts` USING fts5(`board_title`, `board_content`, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `board_fts_insert` AFTER INSERT ON `board` BEGIN
  INSERT INTO `board_fts`(rowid, `board_title`, `board_content`) VALUES (new.`board_id`, new.`board_title`, new.`board_content`);
END;
--> statement-breakpoint
CREATE TRIGGER `board_fts_update` AFTER UPDATE OF `board_id`, `board_title`, `board_content` ON `board` BEGIN
  DELETE FROM `board_fts` WHERE rowid = old.`board_id`;
  INSERT INTO `board_fts`(rowid, `board_title`, `board_content`) VALUES (new.`board_id`, new.`board_title`, new.`board_content`);
END;
--> statement-breakpoint
CREATE TRIGGER `board_fts_delete` AFTER DELETE ON `board` BEGIN
  DELETE FROM `board_fts` WHERE rowid = old.`board_id`;
END;
--> statement-breakpoint
INSERT INTO `board_fts`(rowid, `board_title`, `board_content`) SELECT `board_id`, `board_title`, `board_content` FROM `board`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `item_fts` USING fts5(`item_name`, `item_num`, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `item_fts_insert` AFTER INSERT ON `item` BEGIN
  INSERT INTO `item_fts`(rowid, `item_name`, `item_num`) VALUES (new.`item_id`, new.`item_name`, new.`item_num`);
END;
--> statement-breakpoint
CREATE TRIGGER `item_fts_update` AFTER UPDATE OF `item_id`, `item_name`, `item_num` ON `item` BEGIN
  DELETE FROM `item_fts` WHERE rowid = old.`item_id`;
  INSERT INTO `item_fts`(rowid, `item_name`, `item_num`) VALUES (new.`item_id`, new.`item_name`, new.`item_num`);
END;
--> statement-breakpoint
CREATE TRIGGER `item_fts_delete` AFTER DELETE ON `item` BEGIN
  DELETE FROM `item_fts` WHERE rowid = old.`item_id`;
END;
--> statement-breakpoint
INSERT INTO `item_fts`(rowid, `item_name`, `item_num`) SELECT `item_id`, `item_name`, `item_num` FROM `item`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `inquiry_fts` USING fts5(`title`, `writer`, `content`, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `inquiry_fts_insert` AFTER INSERT ON `inquiry` BEGIN
  INSERT INTO `inquiry_fts`(rowid, `title`, `writer`, `content`) VALUES (new.`inquiry_id`, new.`title`, new.`writer`, new.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `inquiry_fts_update` AFTER UPDATE OF `inquiry_id`, `title`, `writer`, `content` ON `inquiry` BEGIN
  DELETE FROM `inquiry_fts` WHERE rowid = old.`inquiry_id`;
  INSERT INTO `inquiry_fts`(rowid, `title`, `writer`, `content`) VALUES (new.`inquiry_id`, new.`title`, new.`writer`, new.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `inquiry_fts_delete` AFTER DELETE ON `inquiry` BEGIN
  DELETE FROM `inquiry_fts` WHERE rowid = old.`inquiry_id`;
END;
--> statement-breakpoint
INSERT INTO `inquiry_fts`(rowid, `title`, `writer`, `content`) SELECT `inquiry_id`, `title`, `writer`, `content` FROM `inquiry`;
