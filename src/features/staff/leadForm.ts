import type { IsoDate } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { LEAD_STATUS_LABELS, leadChangeSchema, type Lead, type LeadChange, type LeadStatus } from './types';

/** What the agent can change on a lead's page, as the form holds it. */
export interface LeadFormValues {
  status: LeadStatus;
  lostReason: string;
  assigneeId: number | null;
  nextFollowUp: IsoDate | null;
}

export const leadFormValues = (lead: Lead): LeadFormValues => ({
  status: lead.status,
  lostReason: lead.lostReason ?? '',
  assigneeId: lead.assigneeId,
  nextFollowUp: lead.nextFollowUp,
});

/**
 * The change that turns `base` into `values`, made from `base`'s version: only what differs, so applying it again on
 * a newer version leaves alone what the other person changed and the agent did not. null: nothing to save.
 */
export function leadChangeFrom(values: LeadFormValues, base: Lead): LeadChange | null {
  const change: LeadChange = { version: base.version };
  const lost = values.status === 'lost';
  if (values.status !== base.status) change.status = values.status;
  if (lost && (values.status !== base.status || values.lostReason.trim() !== (base.lostReason ?? ''))) {
    change.status = 'lost';
    change.lostReason = values.lostReason.trim();
  }
  if (values.assigneeId !== base.assigneeId) change.assigneeId = values.assigneeId;
  if (values.nextFollowUp !== base.nextFollowUp) change.nextFollowUp = values.nextFollowUp;
  return Object.keys(change).length > 1 ? change : null;
}

/** Why a lost reason will not do, checked with the server's schema; undefined when it will. */
export function lostReasonProblem(reason: string): string | undefined {
  const checked = leadChangeSchema.safeParse({ version: 0, status: 'lost', lostReason: reason.trim() || undefined });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** The form's problems by field: a lost lead needs a reason. */
export function leadFormProblems(values: LeadFormValues): Partial<Record<'lostReason', string>> {
  const lostReason = values.status === 'lost' ? lostReasonProblem(values.lostReason) : undefined;
  return lostReason ? { lostReason } : {};
}

/**
 * The agent's change applied again on a newer version: still only what they changed from the version they saw, so
 * what the other person changed and they did not stays as it now is.
 */
export function leadChangeOnTop(values: LeadFormValues, seen: Lead, current: Lead): LeadChange | null {
  const change = leadChangeFrom(values, seen);
  return change && { ...change, version: current.version };
}

/**
 * A conflict side by side, as text: each field with the agent's value ('Not changed' where they left it) and the
 * value it now has.
 */
export function leadConflictRows(values: LeadFormValues, seen: Lead, current: Lead, assigneeName: (id: number | null) => string): [string, string, string][] {
  const change = leadChangeFrom(values, seen) ?? { version: seen.version };
  const now = leadFormValues(current);
  const date = (day: IsoDate | null) => (day ? formatDate(day) : '—');
  const fields: [string, keyof LeadChange, (of: LeadFormValues) => string][] = [
    ['Status', 'status', (of) => LEAD_STATUS_LABELS[of.status]],
    ['Lost reason', 'lostReason', (of) => (of.status === 'lost' && of.lostReason) || '—'],
    ['Assignee', 'assigneeId', (of) => assigneeName(of.assigneeId)],
    ['Next follow-up', 'nextFollowUp', (of) => date(of.nextFollowUp)],
  ];
  return fields.map(([label, field, text]) => [label, field in change ? text(values) : 'Not changed', text(now)]);
}
