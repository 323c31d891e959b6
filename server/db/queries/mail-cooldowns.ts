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
 * Counts one mail to the recipient and answers true, or answers false when the window's mails are used up. Ended
 * windows of this kind are dropped first (so the table holds only the recipients mailed lately, and a recipient whose
 * window ended starts a new one); then one conditional statement counts: concurrent requests for one address queue
 * on its row, so no more than `mails` pass.
 */
export async function takeMailTurn(q: Queryable, turn: MailTurn): Promise<boolean> {
  await q.query('DELETE FROM mail_cooldowns WHERE kind = $1 AND window_started_at <= $2', [turn.kind, turn.windowEndedBy]);
  const rows = await q.query(
    `INSERT INTO mail_cooldowns AS c (kind, recipient, window_started_at, mails) VALUES ($1, $2, $3, 1)
     ON CONFLICT (kind, recipient) DO UPDATE SET mails = c.mails + 1 WHERE c.mails < $4
     RETURNING mails`,
    [turn.kind, turn.recipient, turn.now, turn.mails],
  );
  return rows.length === 1;
}
