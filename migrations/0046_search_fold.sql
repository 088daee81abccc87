-- Search that forgives how a model number or phrase is typed (docs/decisions/158-search-folded-forms.md):
-- each searched title, name and number gets a folded form (spaces and hyphens out, full-width
-- letters and digits as ASCII, ASCII lower case; functions/schemas/searchFold.ts is the same fold
-- for the keyword), a VIRTUAL generated column, so it can never drift from the text. The FTS
-- tables of 0002 are rebuilt with it as one more column, and their triggers with them.
DROP TRIGGER `board_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `board_fts_update`;
--> statement-breakpoint
DROP TRIGGER `board_fts_delete`;
--> statement-breakpoint
DROP TABLE `board_fts`;
--> statement-breakpoint
DROP TRIGGER `item_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `item_fts_update`;
--> statement-breakpoint
DROP TRIGGER `item_fts_delete`;
--> statement-breakpoint
DROP TABLE `item_fts`;
--> statement-breakpoint
ALTER TABLE `board` ADD `board_title_fold` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`board_title`), '０', '0'), '１', '1'), '２', '2'), '３', '3'), '４', '4'), '５', '5'), '６', '6'), '７', '7'), '８', '8'), '９', '9'), 'ａ', 'a'), 'ｂ', 'b'), 'ｃ', 'c'), 'ｄ', 'd'), 'ｅ', 'e'), 'ｆ', 'f'), 'ｇ', 'g'), 'ｈ', 'h'), 'ｉ', 'i'), 'ｊ', 'j'), 'ｋ', 'k'), 'ｌ', 'l'), 'ｍ', 'm'), 'ｎ', 'n'), 'ｏ', 'o'), 'ｐ', 'p'), 'ｑ', 'q'), 'ｒ', 'r'), 'ｓ', 's'), 'ｔ', 't'), 'ｕ', 'u'), 'ｖ', 'v'), 'ｗ', 'w'), 'ｘ', 'x'), 'ｙ', 'y'), 'ｚ', 'z'), 'Ａ', 'a'), 'Ｂ', 'b'), 'Ｃ', 'c'), 'Ｄ', 'd'), 'Ｅ', 'e'), 'Ｆ', 'f'), 'Ｇ', 'g'), 'Ｈ', 'h'), 'Ｉ', 'i'), 'Ｊ', 'j'), 'Ｋ', 'k'), 'Ｌ', 'l'), 'Ｍ', 'm'), 'Ｎ', 'n'), 'Ｏ', 'o'), 'Ｐ', 'p'), 'Ｑ', 'q'), 'Ｒ', 'r'), 'Ｓ', 's'), 'Ｔ', 't'), 'Ｕ', 'u'), 'Ｖ', 'v'), 'Ｗ', 'w'), 'Ｘ', 'x'), 'Ｙ', 'y'), 'Ｚ', 'z'), ' ', ''), char(9), ''), char(10), ''), char(13), ''), ' ', ''), '　', ''), '-', ''), '‐', ''), '‑', ''), '‒', ''), '–', ''), '—', ''), '―', ''), '−', ''), '－', '')) VIRTUAL;
--> statement-breakpoint
ALTER TABLE `item` ADD `item_name_fold` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`item_name`), '０', '0'), '１', '1'), '２', '2'), '３', '3'), '４', '4'), '５', '5'), '６', '6'), '７', '7'), '８', '8'), '９', '9'), 'ａ', 'a'), 'ｂ', 'b'), 'ｃ', 'c'), 'ｄ', 'd'), 'ｅ', 'e'), 'ｆ', 'f'), 'ｇ', 'g'), 'ｈ', 'h'), 'ｉ', 'i'), 'ｊ', 'j'), 'ｋ', 'k'), 'ｌ', 'l'), 'ｍ', 'm'), 'ｎ', 'n'), 'ｏ', 'o'), 'ｐ', 'p'), 'ｑ', 'q'), 'ｒ', 'r'), 'ｓ', 's'), 'ｔ', 't'), 'ｕ', 'u'), 'ｖ', 'v'), 'ｗ', 'w'), 'ｘ', 'x'), 'ｙ', 'y'), 'ｚ', 'z'), 'Ａ', 'a'), 'Ｂ', 'b'), 'Ｃ', 'c'), 'Ｄ', 'd'), 'Ｅ', 'e'), 'Ｆ', 'f'), 'Ｇ', 'g'), 'Ｈ', 'h'), 'Ｉ', 'i'), 'Ｊ', 'j'), 'Ｋ', 'k'), 'Ｌ', 'l'), 'Ｍ', 'm'), 'Ｎ', 'n'), 'Ｏ', 'o'), 'Ｐ', 'p'), 'Ｑ', 'q'), 'Ｒ', 'r'), 'Ｓ', 's'), 'Ｔ', 't'), 'Ｕ', 'u'), 'Ｖ', 'v'), 'Ｗ', 'w'), 'Ｘ', 'x'), 'Ｙ', 'y'), 'Ｚ', 'z'), ' ', ''), char(9), ''), char(10), ''), char(13), ''), ' ', ''), '　', ''), '-', ''), '‐', ''), '‑', ''), '‒', ''), '–', ''), '—', ''), '―', ''), '−', ''), '－', '')) VIRTUAL;
--> statement-breakpoint
ALTER TABLE `item` ADD `item_num_fold` text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`item_num`), '０', '0'), '１', '1'), '２', '2'), '３', '3'), '４', '4'), '５', '5'), '６', '6'), '７', '7'), '８', '8'), '９', '9'), 'ａ', 'a'), 'ｂ', 'b'), 'ｃ', 'c'), 'ｄ', 'd'), 'ｅ', 'e'), 'ｆ', 'f'), 'ｇ', 'g'), 'ｈ', 'h'), 'ｉ', 'i'), 'ｊ', 'j'), 'ｋ', 'k'), 'ｌ', 'l'), 'ｍ', 'm'), 'ｎ', 'n'), 'ｏ', 'o'), 'ｐ', 'p'), 'ｑ', 'q'), 'ｒ', 'r'), 'ｓ', 's'), 'ｔ', 't'), 'ｕ', 'u'), 'ｖ', 'v'), 'ｗ', 'w'), 'ｘ', 'x'), 'ｙ', 'y'), 'ｚ', 'z'), 'Ａ', 'a'), 'Ｂ', 'b'), 'Ｃ', 'c'), 'Ｄ', 'd'), 'Ｅ', 'e'), 'Ｆ', 'f'), 'Ｇ', 'g'), 'Ｈ', 'h'), 'Ｉ', 'i'), 'Ｊ', 'j'), 'Ｋ', 'k'), 'Ｌ', 'l'), 'Ｍ', 'm'), 'Ｎ', 'n'), 'Ｏ', 'o'), 'Ｐ', 'p'), 'Ｑ', 'q'), 'Ｒ', 'r'), 'Ｓ', 's'), 'Ｔ', 't'), 'Ｕ', 'u'), 'Ｖ', 'v'), 'Ｗ', 'w'), 'Ｘ', 'x'), 'Ｙ', 'y'), 'Ｚ', 'z'), ' ', ''), char(9), ''), char(10), ''), char(13), ''), ' ', ''), '　', ''), '-', ''), '‐', ''), '‑', ''), '‒', ''), '–', ''), '—', ''), '―', ''), '−', ''), '－', '')) VIRTUAL;
--> statement-breakpoint
CREATE VIRTUAL TABLE `board_fts` USING fts5(`board_title`, `board_content`, `board_title_fold`, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `board_fts_insert` AFTER INSERT ON `board` BEGIN
  INSERT INTO `board_fts`(rowid, `board_title`, `board_content`, `board_title_fold`) VALUES (new.`board_id`, new.`board_title`, new.`board_content`, new.`board_title_fold`);
END;
--> statement-breakpoint
CREATE TRIGGER `board_fts_update` AFTER UPDATE OF `board_id`, `board_title`, `board_content` ON `board` BEGIN
  DELETE FROM `board_fts` WHERE rowid = old.`board_id`;
  INSERT INTO `board_fts`(rowid, `board_title`, `board_content`, `board_title_fold`) VALUES (new.`board_id`, new.`board_title`, new.`board_content`, new.`board_title_fold`);
END;
--> statement-breakpoint
CREATE TRIGGER `board_fts_delete` AFTER DELETE ON `board` BEGIN
  DELETE FROM `board_fts` WHERE rowid = old.`board_id`;
END;
--> statement-breakpoint
INSERT INTO `board_fts`(rowid, `board_title`, `board_content`, `board_title_fold`) SELECT `board_id`, `board_title`, `board_content`, `board_title_fold` FROM `board`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `item_fts` USING fts5(`item_name`, `item_num`, `item_name_fold`, `item_num_fold`, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `item_fts_insert` AFTER INSERT ON `item` BEGIN
  INSERT INTO `item_fts`(rowid, `item_name`, `item_num`, `item_name_fold`, `item_num_fold`) VALUES (new.`item_id`, new.`item_name`, new.`item_num`, new.`item_name_fold`, new.`item_num_fold`);
END;
--> statement-breakpoint
CREATE TRIGGER `item_fts_update` AFTER UPDATE OF `item_id`, `item_name`, `item_num` ON `item` BEGIN
  DELETE FROM `item_fts` WHERE rowid = old.`item_id`;
  INSERT INTO `item_fts`(rowid, `item_name`, `item_num`, `item_name_fold`, `item_num_fold`) VALUES (new.`item_id`, new.`item_name`, new.`item_num`, new.`item_name_fold`, new.`item_num_fold`);
END;
--> statement-breakpoint
CREATE TRIGGER `item_fts_delete` AFTER DELETE ON `item` BEGIN
  DELETE FROM `item_fts` WHERE rowid = old.`item_id`;
END;
--> statement-breakpoint
INSERT INTO `item_fts`(rowid, `item_name`, `item_num`, `item_name_fold`, `item_num_fold`) SELECT `item_id`, `item_name`, `item_num`, `item_name_fold`, `item_num_fold` FROM `item`;
