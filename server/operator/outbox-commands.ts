import { countOutboxByState, findOutbox, findOutboxMail, MAIL_STATES, requeueFailedMail, type OutboxEntry } from '../db/queries/outbox';
import { HttpError, notFound } from '../http/errors';
import type { UpkeepContext } from '../jobs/sublet-upkeep';
import type { OperatorReport } from './sublet-commands';

const OUTBOX_ROWS = 50;
/** A last error in the list is cut here; `outbox ID` shows it whole. */
const LISTED_ERROR_CHARS = 60;

const noMail = (id: number) => notFound(`No mail with id ${id} in the outbox`);

/** What became of a stored mail; `whole` for the one-mail view, which says why and when. */
function mailStatus(mail: OutboxEntry, whole: boolean): string {
  if (!whole) return mail.state;
  const lastError = mail.sendError ? `; last error: ${mail.sendError}` : '';
  switch (mail.state) {
    case 'sent':
      return `sent ${mail.sentAt} (try ${mail.tries})`;
    case 'held':
      return `held ${mail.heldAt} (never sent: its recipient had had enough mail lately)`;
    case 'failed':
      return `failed after ${mail.tries} tries${lastError} (\`outbox retry ${mail.id}\` queues it again)`;
    case 'queued':
      return `queued, ${mail.tries} tries so far, next ${mail.nextTryAt ?? 'at once'}${lastError} (sent by the server when SMTP_URL is set)`;
  }
}

const cut = (text: string | null) => (text && text.length > LISTED_ERROR_CHARS ? `${text.slice(0, LISTED_ERROR_CHARS - 1)}…` : (text ?? ''));

/** `outbox`: the latest mails with state, tries and last error, under the count of each state. */
export async function listOutbox({ db }: UpkeepContext): Promise<OperatorReport> {
  const [mails, counts] = await Promise.all([findOutbox(db, OUTBOX_ROWS), countOutboxByState(db)]);
  if (!mails.length) return { message: 'The outbox is empty.' };
  const inAll = MAIL_STATES.map((state) => `${counts[state]} ${state}`).join(', ');
  return {
    message: `In all: ${inAll}. The latest ${mails.length} mails, newest first (\`outbox ID\` shows one whole; \`outbox retry ID\` queues a failed one again).`,
    table: {
      columns: ['ID', 'CREATED', 'KIND', 'TO', 'SUBJECT', 'STATE', 'TRIES', 'LAST ERROR'],
      rows: mails.map((m) => [String(m.id), m.createdAt.slice(0, 16).replace('T', ' '), m.kind, m.recipients, m.subject, mailStatus(m, false), String(m.tries), cut(m.sendError)]),
    },
  };
}

/** `outbox ID`: one mail whole, with the headers the server composed for it. */
export async function showMail({ db }: UpkeepContext, id: number): Promise<OperatorReport> {
  const mail = await findOutboxMail(db, id);
  if (!mail) throw noMail(id);
  // The headers it goes out with besides the usual ones (an alert's List-Unsubscribe pair), as the mail server gets them.
  const composed = Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  const head = [`To: ${mail.recipients}`, ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []), `Subject: ${mail.subject}`, ...composed, `Created: ${mail.createdAt}`, `Status: ${mailStatus(mail, true)}`];
  return { message: [...head, '', mail.body].join('\n') };
}

/** Why a mail that is not failed cannot be retried. */
function notRetried(mail: OutboxEntry): string {
  switch (mail.state) {
    case 'sent':
      return `Mail ${mail.id} was sent ${mail.sentAt}; only a failed mail can be retried`;
    case 'held':
      return `Mail ${mail.id} is held (its recipient had had enough mail lately); a held mail is never sent`;
    default:
      return `Mail ${mail.id} is queued already (${mail.tries} tries so far); the server sends it`;
  }
}

/** `outbox retry ID`: a failed mail is queued again with a full set of tries; any other mail is refused (409). */
export async function retryMail({ db, mailQueued }: UpkeepContext, id: number): Promise<OperatorReport> {
  if (await requeueFailedMail(db, id)) {
    mailQueued?.();
    return { message: `Mail ${id} is queued again; the server sends it (\`outbox ${id}\` shows how it went).` };
  }
  // Only words the refusal: the requeue above is the one statement that decides.
  const mail = await findOutboxMail(db, id);
  if (!mail) throw noMail(id);
  throw new HttpError(409, notRetried(mail));
}
