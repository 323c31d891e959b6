-- Issue 26: mail a visitor makes the API send to an address typed in a form (a sublet's confirmation, a message to
-- a sublet's poster) is bounded per recipient, whichever clients ask: a count of mails in a window per address.
CREATE TABLE mail_cooldowns (
  kind text NOT NULL,
  -- A keyed hash of the mailbox (server/db/keyed-hash.ts: case and +tags folded first): no copy of the address is kept.
  recipient text NOT NULL,
  window_started_at timestamptz NOT NULL,
  mails integer NOT NULL CHECK (mails > 0),
  PRIMARY KEY (kind, recipient)
);
CREATE INDEX mail_cooldowns_window ON mail_cooldowns (window_started_at);

-- A mail kept in the outbox but never sent: its recipient's cooldown held it (nothing sends it later).
ALTER TABLE outbox ADD COLUMN held_at timestamptz;
