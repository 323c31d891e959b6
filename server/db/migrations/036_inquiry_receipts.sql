-- Issue 27: the sender of a rental application request or a contact message gets a receipt, a mail of its own.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('application', 'contact', 'inquiry-receipt', 'sublet-message', 'sublet-posted', 'sublet-reminder'));
