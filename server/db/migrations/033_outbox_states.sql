-- Issue 26: mail leaves the request path. A route stores its mail queued and answers; a job sends it, tries again
-- with growing waits, and gives up after a bound. Held mail (a recipient's cooldown, 032) is never sent.
ALTER TABLE outbox
  ADD COLUMN state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed', 'held')),
  -- Tries so far; a claim by a sender counts as one.
  ADD COLUMN tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  -- A queued mail is due from then on (NULL: at once). While a sender holds the mail it is the end of its claim.
  ADD COLUMN next_try_at timestamptz;

-- Mail stored before: sent or held as it was. Mail left unsent (no SMTP_URL then, or its one try failed) is not sent
-- now, maybe weeks late, without an operator asking (`npm run admin -- outbox retry ID`).
UPDATE outbox SET
  state = CASE WHEN sent_at IS NOT NULL THEN 'sent' WHEN held_at IS NOT NULL THEN 'held' ELSE 'failed' END,
  tries = CASE WHEN sent_at IS NOT NULL OR send_error IS NOT NULL THEN 1 ELSE 0 END,
  send_error = CASE WHEN sent_at IS NULL AND held_at IS NULL THEN coalesce(send_error, 'not sent when it was stored (before mail was sent by a job)') END;

ALTER TABLE outbox
  ADD CONSTRAINT outbox_sent_state CHECK ((state = 'sent') = (sent_at IS NOT NULL)),
  ADD CONSTRAINT outbox_held_state CHECK ((state = 'held') = (held_at IS NOT NULL));

-- What the senders look for: queued mail, by when it is due.
CREATE INDEX outbox_due ON outbox (next_try_at) WHERE state = 'queued';
