-- Issue 24, the office's side: a request (auto-confirm off) is acknowledged as one; a request the office did not
-- confirm within 24 hours expires, and the renter is told.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('application', 'contact', 'inquiry-receipt', 'sublet-message', 'sublet-posted', 'sublet-reminder', 'sublet-rejected', 'stay-request', 'stay-confirmation',
    'staff-invitation', 'staff-code', 'tour-booked', 'tour-office', 'tour-reminder', 'tour-cancelled', 'tour-expired', 'tour-requested'));

-- The expiry job finds the requests still awaiting the office.
CREATE INDEX tours_pending ON tours (created_at) WHERE status = 'pending';
