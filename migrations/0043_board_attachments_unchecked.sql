-- A post's attachments are cleaned of Exif, XMP and IPTC like the site's pictures (decision 140):
-- the Cron Trigger looks again at those stored before, which it had marked as attachments kept as sent.
UPDATE `file_box` SET `metadata_checked` = 0 WHERE `owner_kind` = 'BOARD' AND `file_type` IN ('image/jpeg', 'image/png', 'image/webp');
