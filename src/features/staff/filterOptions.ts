import type { LeadRow, StaffMe } from './types';

export interface FilterOption {
  value: string;
  label: string;
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/**
 * Who the inbox can be narrowed to. The list of members is for admins only, so the names come from the leads in
 * view: 'Unassigned', 'Me', everyone else assigned a lead on this page, and the one chosen even when it has none here.
 */
export function assigneeOptions(rows: readonly LeadRow[], me: Pick<StaffMe, 'id'> | undefined, chosen: number | 'none' | undefined): FilterOption[] {
  const others = new Map<number, string>();
  for (const row of rows) if (row.assigneeId !== null && row.assigneeId !== me?.id) others.set(row.assigneeId, row.assigneeName ?? `Member ${row.assigneeId}`);
  if (typeof chosen === 'number' && chosen !== me?.id && !others.has(chosen)) others.set(chosen, `Member ${chosen}`);
  return [
    { value: 'none', label: 'Unassigned' },
    ...(me ? [{ value: String(me.id), label: 'Me' }] : []),
    ...[...others].map(([id, name]) => ({ value: String(id), label: name })).sort(byLabel),
  ];
}

/** The communities a lead can be about: those of the site's search, and any a lead in view names, once each by name. */
export function communityOptions(
  communities: readonly { id: number; name: string }[],
  rows: readonly Pick<LeadRow, 'propertyId' | 'propertyName'>[],
): FilterOption[] {
  const named = new Map<number, string>(communities.map((community) => [community.id, community.name]));
  for (const row of rows) if (row.propertyId !== null && !named.has(row.propertyId)) named.set(row.propertyId, row.propertyName ?? `Community ${row.propertyId}`);
  return [...named].map(([id, name]) => ({ value: String(id), label: name })).sort(byLabel);
}
