-- Issue 27, "Request these dates": the office's stay request with its quote, and the renter's confirmation.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('application', 'contact', 'sublet-message', 'sublet-posted', 'sublet-reminder', 'stay-request', 'stay-confirmation'));
