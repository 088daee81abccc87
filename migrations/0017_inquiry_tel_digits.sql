-- 같은 연락처의 문의 (decision 070): the phone number's digits, written as telDigitsOf (db/schema.ts)
-- writes them, so that a lookup by that expression uses this index.
CREATE INDEX `inquiry_tel_digits_idx` ON `inquiry` (replace(replace(replace(replace(replace("tel", '-', ''), ' ', ''), '.', ''), '(', ''), ')', ''));
