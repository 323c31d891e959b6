-- Issue 25: an unsubscribe link works for 90 days after its mail (features/alerts/unsubscribeWindow.ts says why), so
-- the hourly alert purge deletes older keys, except each alert's newest. It finds them by age, oldest first, and
-- checks for a newer key of the same alert through the alert's keys by age (which also serves the cascade of an
-- alert's deletion, as the index on search_id alone did).
CREATE INDEX alert_unsubscribe_keys_age ON alert_unsubscribe_keys (created_at);
DROP INDEX alert_unsubscribe_keys_search;
CREATE INDEX alert_unsubscribe_keys_search ON alert_unsubscribe_keys (search_id, created_at);
