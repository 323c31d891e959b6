import type { Queryable } from '../database';

export interface MailTurn {
  kind: string;
  /** The recipient's key (a hash of the address, never the address). */
  recipient: string;
  now: Date;
  /** A window that started at or before this instant has ended: the count starts again. */
  windowEndedBy: Date;
  /** How many mails one window allows. */
  mails: number;
}

/**
 * Counts one mail to the recipient and answers true, or answers false when the window's mails are used up. One
 * conditional statement: concurrent requests for one address queue on its row, so no more than `mails` pass.
 * Ended windows of this kind are dropped first, so the table holds only the recipients mailed lately.
 */
export async function takeMailTurn(q: Queryable, turn: MailTurn): Promise<boolean> {
  await q.query('DELETE FROM mail_cooldowns WHERE kind = $1 AND window_started_at <= $2', [turn.kind, turn.windowEndedBy]);
  const rows = await q.query(
    `INSERT INTO mail_cooldowns AS c (kind, recipient, window_started_at, mails) VALUES ($1, $2, $3, 1)
     ON CONFLICT (kind, recipient) DO UPDATE SET
       window_started_at = CASE WHEN c.window_started_at <= $4 THEN EXCLUDED.window_started_at ELSE c.window_started_at END,
       mails = CASE WHEN c.window_started_at <= $4 THEN 1 ELSE c.mails + 1 END
     WHERE c.window_started_at <= $4 OR c.mails < $5
     RETURNING mails`,
    [turn.kind, turn.recipient, turn.now, turn.windowEndedBy, turn.mails],
  );
  return rows.length === 1;
}
