import type { Queryable } from '../database';

export type OutboxKind = 'application' | 'contact' | 'sublet-message' | 'sublet-posted' | 'sublet-reminder';

export interface OutboxMail {
  kind: OutboxKind;
  recipients: string[];
  replyTo?: string;
  subject: string;
  body: string;
  /** The request as received (minus the captcha token), for whoever answers it. */
  payload: object;
  subletId?: number;
}

export interface OutboxEntry {
  id: number;
  kind: OutboxKind;
  recipients: string;
  replyTo: string | null;
  subject: string;
  createdAt: string;
  sentAt: string | null;
  sendError: string | null;
  heldAt: string | null;
}

/** Stores a mail; `heldAt` marks one that is kept but never sent (its recipient's cooldown held it, issue 26). */
export async function insertOutboxMail(q: Queryable, mail: OutboxMail, heldAt?: Date): Promise<number> {
  const [{ id }] = await q.query<{ id: number }>(
    `INSERT INTO outbox (kind, recipients, reply_to, subject, body, payload, sublet_id, held_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [mail.kind, mail.recipients.join(', '), mail.replyTo ?? null, mail.subject, mail.body, JSON.stringify(mail.payload), mail.subletId ?? null, heldAt ?? null],
  );
  return id;
}

export async function recordDelivery(q: Queryable, id: number, error?: string): Promise<void> {
  await q.query(error ? 'UPDATE outbox SET send_error = $2 WHERE id = $1' : 'UPDATE outbox SET sent_at = now(), send_error = NULL WHERE id = $1', error ? [id, error] : [id]);
}

export function findOutbox(q: Queryable, limit: number): Promise<OutboxEntry[]> {
  return q.query<OutboxEntry>(
    `SELECT id, kind, recipients, reply_to AS "replyTo", subject, created_at AS "createdAt", sent_at AS "sentAt", send_error AS "sendError", held_at AS "heldAt"
     FROM outbox ORDER BY id DESC LIMIT $1`,
    [limit],
  );
}

export interface OutboxMailEntry extends OutboxEntry {
  body: string;
}

/** One mail whole, body included, for the operator. */
export async function findOutboxMail(q: Queryable, id: number): Promise<OutboxMailEntry | undefined> {
  const rows = await q.query<OutboxMailEntry>(
    `SELECT id, kind, recipients, reply_to AS "replyTo", subject, body, created_at AS "createdAt", sent_at AS "sentAt", send_error AS "sendError", held_at AS "heldAt"
     FROM outbox WHERE id = $1`,
    [id],
  );
  return rows[0];
}
