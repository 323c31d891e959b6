import type { Queryable } from '../database';

export type OutboxKind = 'application' | 'contact' | 'inquiry-receipt' | 'sublet-message' | 'sublet-posted' | 'sublet-reminder' | 'sublet-rejected' | 'stay-request' | 'stay-confirmation' | 'staff-invitation' | 'staff-code'
  | 'tour-booked' | 'tour-office' | 'tour-reminder' | 'tour-cancelled' | 'tour-expired' | 'tour-requested' | 'alert-confirmation' | 'alert-instant' | 'alert-digest';

/** queued: a sender sends it when due; sent; failed: given up, until an operator queues it again; held: never sent. */
export const MAIL_STATES = ['queued', 'sent', 'failed', 'held'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export interface OutboxMail {
  kind: OutboxKind;
  recipients: string[];
  replyTo?: string;
  subject: string;
  body: string;
  /** The request as received (minus the captcha token), for whoever answers it. */
  payload: object;
  subletId?: number;
  /** Issue 24: an invitation (or its cancellation) the mail carries as its calendar part. */
  calendar?: CalendarPart;
  /** Issue 25: headers the server composes (an alert's List-Unsubscribe and List-Unsubscribe-Post), never typed input. */
  headers?: MailHeaders;
}

export type MailHeaders = Record<string, string>;

/** An .ics text and its METHOD: the sender writes the same method into the part's MIME type. */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

export interface OutboxEntry {
  id: number;
  kind: OutboxKind;
  recipients: string;
  replyTo: string | null;
  subject: string;
  createdAt: string;
  state: MailState;
  tries: number;
  /** A queued mail's next try (or the end of a sender's claim on it); null: due at once. */
  nextTryAt: string | null;
  sentAt: string | null;
  /** The last try's error, kept after a later success is recorded as sent. */
  sendError: string | null;
  heldAt: string | null;
}

const ENTRY_COLUMNS = `id, kind, recipients, reply_to AS "replyTo", subject, created_at AS "createdAt", state, tries, next_try_at AS "nextTryAt",
  sent_at AS "sentAt", send_error AS "sendError", held_at AS "heldAt"`;

/** The columns a new mail fills, with their types (a mail stored by an INSERT ... SELECT has its values typed). */
const INSERT_COLUMNS = [['kind', 'text'], ['recipients', 'text'], ['reply_to', 'text'], ['subject', 'text'], ['body', 'text'], ['payload', 'jsonb'],
  ['sublet_id', 'integer'], ['held_at', 'timestamptz'], ['state', 'text'], ['calendar', 'text'], ['calendar_method', 'text'], ['headers', 'jsonb']] as const;

const rowOf = (mail: OutboxMail, heldAt?: Date): unknown[] => [
  mail.kind, mail.recipients.join(', '), mail.replyTo ?? null, mail.subject, mail.body, JSON.stringify(mail.payload), mail.subletId ?? null,
  heldAt ?? null, heldAt ? 'held' : 'queued', mail.calendar?.content ?? null, mail.calendar?.method ?? null,
  mail.headers ? JSON.stringify(mail.headers) : null,
];

/**
 * An INSERT of queued `mails` whose parameters are numbered from `$first`, each row selected `from` a relation when
 * given (a CTE of the statement: the mails are stored only when it has a row): for a statement that stores its mails
 * with the write they report (the caller appends `params` to its own).
 */
export function outboxInsert(mails: readonly OutboxMail[], first: number, from?: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const selects = mails.map((mail) => {
    const values = rowOf(mail).map((_, i) => `$${first + params.length + i}::${INSERT_COLUMNS[i][1]}`);
    params.push(...rowOf(mail));
    return `SELECT ${values.join(', ')}${from ? ` FROM ${from}` : ''}`;
  });
  return { sql: `INSERT INTO outbox (${INSERT_COLUMNS.map(([column]) => column).join(', ')}) ${selects.join(' UNION ALL ')}`, params };
}

/**
 * Stores a mail queued for the sender (routes store it in the transaction of the write it reports, and nudge the
 * sender after the commit); `heldAt` stores it held instead: kept, never sent (its recipient's cooldown, issue 26).
 */
export async function insertOutboxMail(q: Queryable, mail: OutboxMail, heldAt?: Date): Promise<number> {
  const row = rowOf(mail, heldAt);
  const [{ id }] = await q.query<{ id: number }>(
    `INSERT INTO outbox (${INSERT_COLUMNS.map(([column]) => column).join(', ')}) VALUES (${row.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    row,
  );
  return id;
}

/**
 * Stores many queued mails in one statement, each column sent as one array (a mail a row): for a job that queues a
 * batch (issue 25's alert mails), far cheaper to parse and plan than one SELECT a mail.
 */
export async function insertOutboxMails(q: Queryable, mails: readonly OutboxMail[]): Promise<void> {
  const rows = mails.map((mail) => rowOf(mail));
  const columns = INSERT_COLUMNS.map(([, type], i) => ({ type, values: rows.map((row) => row[i]) }));
  await q.query(
    `INSERT INTO outbox (${INSERT_COLUMNS.map(([column]) => column).join(', ')}) SELECT * FROM unnest(${columns.map(({ type }, i) => `$${i + 1}::${type}[]`).join(', ')})`,
    columns.map(({ values }) => values),
  );
}

/** A mail a sender has claimed: its `claimedUntil` is the claim's mark, which only this sender's outcome matches. */
export interface ClaimedMail {
  id: number;
  recipients: string[];
  replyTo?: string;
  subject: string;
  body: string;
  calendar?: CalendarPart;
  headers?: MailHeaders;
  tries: number;
  claimedUntil: Date;
}

/**
 * Claims the queued mail due longest, in one statement: the row is locked by the subquery and skipped by any other
 * sender's, and its `next_try_at` moves to `claimedUntil`, so no other sender finds it due until the claim runs out
 * (a sender that died). Counts the try.
 */
export async function claimDueMail(q: Queryable, now: Date, claimedUntil: Date): Promise<ClaimedMail | undefined> {
  const [row] = await q.query<{ id: number; recipients: string; replyTo: string | null; subject: string; body: string; tries: number; calendar: string | null; calendarMethod: CalendarPart['method'] | null; headers: MailHeaders | null }>(
    `UPDATE outbox SET tries = tries + 1, next_try_at = $2
     WHERE id IN (
       SELECT id FROM outbox WHERE state = 'queued' AND (next_try_at IS NULL OR next_try_at <= $1)
       ORDER BY next_try_at NULLS FIRST, id LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     RETURNING id, recipients, reply_to AS "replyTo", subject, body, tries, calendar, calendar_method AS "calendarMethod", headers`,
    [now, claimedUntil],
  );
  if (!row) return undefined;
  const { calendar, calendarMethod, headers, ...mail } = row;
  return {
    ...mail,
    recipients: mail.recipients.split(', '),
    replyTo: mail.replyTo ?? undefined,
    calendar: calendar !== null && calendarMethod !== null ? { method: calendarMethod, content: calendar } : undefined,
    headers: headers ?? undefined,
    claimedUntil,
  };
}

const STILL_CLAIMED = `id = $1 AND state = 'queued' AND next_try_at = $2`;

export async function recordSent(q: Queryable, mail: ClaimedMail, now: Date): Promise<void> {
  await q.query(`UPDATE outbox SET state = 'sent', sent_at = $3, next_try_at = NULL WHERE ${STILL_CLAIMED}`, [mail.id, mail.claimedUntil, now]);
}

/** The try failed: queued again for `retryAt`, or failed for good when there is none. */
export async function recordFailure(q: Queryable, mail: ClaimedMail, error: string, retryAt: Date | undefined): Promise<void> {
  await q.query(
    `UPDATE outbox SET state = $4, send_error = $3, next_try_at = $5 WHERE ${STILL_CLAIMED}`,
    [mail.id, mail.claimedUntil, error, retryAt ? 'queued' : 'failed', retryAt ?? null],
  );
}

/** The sender stops (the server shuts down) before the mail's outcome is known: it is due again at once, for any sender. */
export async function releaseClaim(q: Queryable, mail: ClaimedMail): Promise<void> {
  await q.query(`UPDATE outbox SET next_try_at = NULL WHERE ${STILL_CLAIMED}`, [mail.id, mail.claimedUntil]);
}

/** An operator's retry: a failed mail is queued again with a full set of tries; undefined when `id` is not failed. */
export async function requeueFailedMail(q: Queryable, id: number): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>(`UPDATE outbox SET state = 'queued', tries = 0, next_try_at = NULL WHERE id = $1 AND state = 'failed' RETURNING id`, [id]);
  return row?.id;
}

/** Mails by state, every state present: what an operator's summary or a metrics endpoint reports. */
export async function countOutboxByState(q: Queryable): Promise<Record<MailState, number>> {
  const rows = await q.query<{ state: MailState; count: number }>('SELECT state, count(*) AS count FROM outbox GROUP BY state');
  return Object.fromEntries(MAIL_STATES.map((state) => [state, rows.find((row) => row.state === state)?.count ?? 0])) as Record<MailState, number>;
}

export function findOutbox(q: Queryable, limit: number): Promise<OutboxEntry[]> {
  return q.query<OutboxEntry>(`SELECT ${ENTRY_COLUMNS} FROM outbox ORDER BY id DESC LIMIT $1`, [limit]);
}

export interface OutboxMailEntry extends OutboxEntry {
  body: string;
  /** The headers the server composed for it (an alert's List-Unsubscribe pair); null for most mails. */
  headers: MailHeaders | null;
}

/** One mail whole, body and composed headers included, for the operator. */
export async function findOutboxMail(q: Queryable, id: number): Promise<OutboxMailEntry | undefined> {
  const rows = await q.query<OutboxMailEntry>(`SELECT ${ENTRY_COLUMNS}, body, headers FROM outbox WHERE id = $1`, [id]);
  return rows[0];
}
