import type { AuditAction, Lead, LeadChange } from '@/features/staff/types';
import type { LeadUpdate } from '../db/queries/leads';

type Tracked = Pick<Lead, 'status' | 'lostReason' | 'assigneeId' | 'nextFollowUp'>;

/** Each field a change can make, with the audit action that records it. */
const AUDITED: [field: keyof Tracked, action: AuditAction][] = [
  ['status', 'lead-status'],
  ['assigneeId', 'lead-assignee'],
  ['nextFollowUp', 'lead-follow-up'],
  ['lostReason', 'lead-lost-reason'],
];

/**
 * Issue 22: what a change from the workspace sets on a lead. A lost lead keeps why it was lost; a lead that leaves
 * 'lost' loses its reason, and a reason sent for a lead that is not lost is not stored (it would explain nothing).
 */
export function leadUpdate(current: Tracked, change: Omit<LeadChange, 'version'>): LeadUpdate {
  const status = change.status ?? current.status;
  return {
    status: change.status,
    lostReason: status === 'lost' ? (change.lostReason ?? current.lostReason) : null,
    assigneeId: change.assigneeId,
    nextFollowUp: change.nextFollowUp,
  };
}

/** The audit entries of a change: one per field whose value moved, with its value before and after. */
export function changedFields(before: Tracked, after: Tracked): { action: AuditAction; before: unknown; after: unknown }[] {
  return AUDITED.filter(([field]) => before[field] !== after[field]).map(([field, action]) => ({
    action,
    before: { [field]: before[field] },
    after: { [field]: after[field] },
  }));
}
