-- An attachment a customer sent with a 추가 문의 names that memo (decision 103).
ALTER TABLE `file_box` ADD `memo_id` integer REFERENCES inquiry_memo(memo_id) ON DELETE SET NULL;
