import { z } from 'zod';
import type { Sublet } from '@/features/sublets/types';
import type { Queryable } from '../db/database';
import { findContactEventCounts } from '../db/queries/analytics';
import { findOutbox } from '../db/queries/outbox';
import { findSubletsForOperator, setSubletDecision } from '../db/queries/sublets';
import { notFound } from '../http/errors';
import { isListed } from '../rules/sublet-listing';

/** The operator's commands (`npm run admin -- ...`), whether they run in the CLI or in the server it asks. */
const subletId = z.number({ error: 'ID must be a sublet id (a positive whole number)' }).int('ID must be a sublet id (a positive whole number)').positive('ID must be a sublet id (a positive whole number)');
export const operatorCommandSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('sublets'), pending: z.boolean().default(false) }),
  z.object({ name: z.literal('approve'), id: subletId }),
  z.object({ name: z.literal('reject'), id: subletId }),
  z.object({ name: z.literal('outbox') }),
  z.object({ name: z.literal('analytics') }),
]);
export type OperatorCommand = z.output<typeof operatorCommandSchema>;

/** What a command prints: a line, a table, or both. */
export interface OperatorReport {
  message?: string;
  table?: { columns: string[]; rows: string[][] };
}

const OUTBOX_ROWS = 50;

function subletStatus(sublet: Sublet, now: Date): string {
  if (!sublet.active) return 'rejected';
  if (!sublet.approved) return 'pending';
  return isListed(sublet, now) ? 'listed' : 'expired';
}

const day = (timestamp: string) => timestamp.slice(0, 10);

async function decide(db: Queryable, id: number, approved: boolean, now: Date): Promise<OperatorReport> {
  const sublet = await setSubletDecision(db, id, approved);
  if (!sublet) throw notFound(`No sublet with id ${id}`);
  const status = subletStatus(sublet, now);
  const note = status === 'expired' ? ', but it was posted more than 30 days ago so it is not listed' : '';
  return { message: `Sublet ${id} "${sublet.title}" ${approved ? 'approved' : 'rejected'} (now ${status})${note}.` };
}

export async function runOperatorCommand(db: Queryable, command: OperatorCommand, now: Date): Promise<OperatorReport> {
  switch (command.name) {
    case 'sublets': {
      const sublets = await findSubletsForOperator(db, command.pending);
      return {
        message: sublets.length ? undefined : command.pending ? 'No sublets are waiting for approval.' : 'No sublets yet.',
        table: {
          columns: ['ID', 'STATUS', 'POSTED', 'TITLE', 'RENT', 'OWNER', 'ADDRESS'],
          rows: sublets.map((s) => [String(s.id), subletStatus(s, now), day(s.createdDate), s.title, `$${s.rent}`, `${s.firstName} ${s.lastName} <${s.email}>`, s.address]),
        },
      };
    }
    case 'approve':
    case 'reject':
      return decide(db, command.id, command.name === 'approve', now);
    case 'outbox': {
      const mails = await findOutbox(db, OUTBOX_ROWS);
      return {
        message: mails.length ? `The latest ${mails.length} mails, newest first.` : 'The outbox is empty.',
        table: {
          columns: ['ID', 'CREATED', 'KIND', 'TO', 'SUBJECT', 'STATUS'],
          rows: mails.map((m) => [String(m.id), m.createdAt.slice(0, 16).replace('T', ' '), m.kind, m.recipients, m.subject, m.sentAt ? 'sent' : m.sendError ? `failed: ${m.sendError}` : 'stored']),
        },
      };
    }
    case 'analytics': {
      const counts = await findContactEventCounts(db);
      return {
        message: counts.length ? undefined : 'No contact events counted yet.',
        table: {
          columns: ['DAY', 'PROPERTY', 'CLICKED', 'INITIATED', 'SUBMITTED'],
          rows: counts.map((c) => [c.day, `${c.propertyId} ${c.propertyName}`, String(c.clicked), String(c.initiated), String(c.submitted)]),
        },
      };
    }
  }
}
