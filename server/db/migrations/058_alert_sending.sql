-- Issue 25, the sending side of alerts.

-- Headers the server composes for a mail (today the RFC 8058 pair of an alert: List-Unsubscribe and
-- List-Unsubscribe-Post), as {"Name": "value"}; null for a mail without any.
ALTER TABLE outbox ADD COLUMN headers jsonb CHECK (headers IS NULL OR jsonb_typeof(headers) = 'object');

-- An alert's mails: an instant alert's (at most one an hour) and a daily digest.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('application', 'contact', 'inquiry-receipt', 'sublet-message', 'sublet-posted', 'sublet-reminder', 'sublet-rejected', 'stay-request', 'stay-confirmation',
    'staff-invitation', 'staff-code', 'tour-booked', 'tour-office', 'tour-reminder', 'tour-cancelled', 'tour-expired', 'tour-requested', 'alert-confirmation',
    'alert-instant', 'alert-digest'));

-- The claims of the sender, each taken by one conditional UPDATE so that of several processes one sends: an instant
-- alert's last mail (the next one waits an hour after it), and the office's calendar day whose digest a daily alert got.
ALTER TABLE saved_searches ADD COLUMN last_alert_at timestamptz;
ALTER TABLE saved_searches ADD COLUMN digest_on date;

-- What the staff's page reads: the alerts' mails, newest first, by kind.
CREATE INDEX outbox_alert_mails ON outbox (created_at DESC) WHERE kind IN ('alert-instant', 'alert-digest');
