import type { LeadQuery, StaffRole } from '@/features/staff/types';
import type { Queryable } from '../db/database';
import { findLeadPageJson, type LeadFilter } from '../db/queries/leads';
import { badRequest } from '../http/errors';

/** Who may read the inbox: every office role. */
export const LEAD_READERS: readonly StaffRole[] = ['admin', 'leasing'];

/** The filters of a query. */
export function leadFilter(query: LeadQuery): LeadFilter {
  if (query.from && query.to && query.from > query.to) throw badRequest('The "from" date must not be after the "to" date');
  return { status: query.status, community: query.community, assignee: query.assignee, from: query.from, to: query.to, q: query.q || undefined };
}

/**
 * One page of the inbox as `GET api/staff/leads` answers it: a LeadPage's JSON text, as the database wrote it. The
 * workspace's first paint reads the same (server/pages/workspace-first-screen.ts).
 */
export function leadPageJson(db: Queryable, query: LeadQuery): Promise<string> {
  const { sort, direction, page, size } = query;
  return findLeadPageJson(db, leadFilter(query), { sort, direction }, { size, number: page });
}
