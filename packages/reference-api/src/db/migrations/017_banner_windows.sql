-- Maintenance windows (shell-and-admin.md §3 "Notification maintenance window", §7
-- utility/banner/notification; issue 16): a window concerns one or more markets, and carries its
-- text per interface language ({ "en": ..., "es": ..., "pt": ..., "ko": ... }); `message` stays the
-- default (English) text.

ALTER TABLE banner_notifications ADD COLUMN countries text[];
UPDATE banner_notifications SET countries = ARRAY[country];
ALTER TABLE banner_notifications ALTER COLUMN countries SET NOT NULL;
ALTER TABLE banner_notifications DROP COLUMN country;
ALTER TABLE banner_notifications ADD COLUMN messages jsonb NOT NULL DEFAULT '{}';
CREATE INDEX banner_notifications_end ON banner_notifications(end_date);
