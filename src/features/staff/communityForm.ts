import { formatPhone } from '@/lib/format';
import type { BusRoute, LeasingOfficeType } from '@/features/properties/types';
import { COMMUNITY_FIELDS, communityChangeSchema, type CommunityChange, type CommunityField, type EditableCommunity } from './communityEdits';

/** A bus route as its form row holds it; `key` keeps a row's inputs (and focus) with it when one above is removed. */
export interface BusRouteRow extends BusRoute {
  key: number;
}

/** A community as its form holds it: text as typed. */
export interface CommunityFormValues {
  phone: string;
  leasingOfficeType: LeasingOfficeType;
  officeHours: string;
  direction: string;
  busRoutes: BusRouteRow[];
  rating: string;
  ratingLink: string;
}

export const LEASING_OFFICE_TYPE_LABELS: Record<LeasingOfficeType, string> = {
  ON_SITE: 'On site: the office is at the community',
  OFF_SITE: 'Off site: renters visit the office elsewhere',
};

export const COMMUNITY_FIELD_LABELS: Record<CommunityField, string> = {
  phone: 'Phone',
  leasingOfficeType: 'Leasing office',
  officeHours: 'Office hours',
  direction: 'How to find the office',
  busRoutes: 'Bus routes',
  rating: 'Rating',
  ratingLink: 'Rating link',
};

export const communityFormValues = (community: EditableCommunity): CommunityFormValues => ({
  phone: formatPhone(community.phone),
  leasingOfficeType: community.leasingOfficeType,
  officeHours: community.officeHours ?? '',
  direction: community.direction ?? '',
  busRoutes: community.busRoutes.map((route, key) => ({ ...route, key })),
  rating: community.rating === null ? '' : String(community.rating),
  ratingLink: community.ratingLink ?? '',
});

/** The fields the form offers: a community without a leasing office has no hours or directions. */
const editableFields = (community: EditableCommunity): CommunityField[] =>
  COMMUNITY_FIELDS.filter((field) => community.officeName !== null || (field !== 'officeHours' && field !== 'direction'));

/** A typed value as the wire carries it: empty is none, a rating is a number (NaN when it is not one: the schema says so). */
function wireValue(field: CommunityField, values: CommunityFormValues): CommunityChange[CommunityField] {
  if (field === 'busRoutes') return values.busRoutes.map(({ busRoute, busRouteLink }) => ({ busRoute: busRoute.trim(), busRouteLink: busRouteLink.trim() }));
  if (field === 'leasingOfficeType') return values.leasingOfficeType;
  const text = values[field].trim();
  if (field === 'rating') return text === '' ? null : Number(text);
  if (field === 'ratingLink') return text === '' ? null : text;
  return text;
}

/** Whether two values are the same for the community (a phone by its digits: '(812) 555-0143' is 8125550143). */
function same(field: CommunityField, a: unknown, b: unknown): boolean {
  if (field === 'phone') return String(a).replace(/\D/g, '') === String(b).replace(/\D/g, '');
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The change that turns `base` into `values`, made from `base`'s version: only the fields that differ (the bus routes as
 * a whole list), so applying it again on a newer version leaves alone what the other person changed. null: nothing.
 */
export function communityChangeFrom(values: CommunityFormValues, base: EditableCommunity): CommunityChange | null {
  const seen = communityFormValues(base);
  const moved = editableFields(base).filter((field) => !same(field, wireValue(field, values), wireValue(field, seen)));
  if (moved.length === 0) return null;
  return { version: base.version, ...Object.fromEntries(moved.map((field) => [field, wireValue(field, values)])) };
}

/** A change's problems: by field, and for the bus routes by row and field (the same words the API would answer). */
export interface CommunityProblems {
  fields: Partial<Record<CommunityField, string>>;
  routes: Record<number, Partial<Record<keyof BusRoute, string>>>;
}

export function communityChangeProblems(change: CommunityChange): CommunityProblems {
  const problems: CommunityProblems = { fields: {}, routes: {} };
  const checked = communityChangeSchema.safeParse(change);
  for (const issue of checked.error?.issues ?? []) {
    const [field, row, part] = issue.path as [CommunityField, number | undefined, (keyof BusRoute) | undefined];
    if (field === 'busRoutes' && row !== undefined && part !== undefined) {
      problems.routes[row] = { [part]: issue.message, ...problems.routes[row] };
    } else {
      problems.fields[field] ??= issue.message;
    }
  }
  return problems;
}

export const hasProblems = (problems: CommunityProblems) => Object.keys(problems.fields).length > 0 || Object.keys(problems.routes).length > 0;

/** One field's value as the conflict table shows it. */
function shown(field: CommunityField, values: CommunityFormValues): string {
  if (field === 'busRoutes') return values.busRoutes.length === 0 ? 'None' : values.busRoutes.map((route) => route.busRoute.trim()).join(', ');
  if (field === 'leasingOfficeType') return values.leasingOfficeType === 'ON_SITE' ? 'On site' : 'Off site';
  const text = values[field].trim();
  if (text === '') return '—';
  return field === 'phone' ? formatPhone(text) : text;
}

/**
 * A conflict side by side, as text: each field the agent changed or the other person changed, with the agent's value
 * ('Not changed' where they left it) and the value it now has.
 */
export function communityConflictRows(values: CommunityFormValues, seen: EditableCommunity, current: EditableCommunity): [string, string, string][] {
  const change = communityChangeFrom(values, seen) ?? { version: seen.version };
  const before = communityFormValues(seen);
  const now = communityFormValues(current);
  return editableFields(current)
    .filter((field) => field in change || shown(field, before) !== shown(field, now))
    .map((field) => [COMMUNITY_FIELD_LABELS[field], field in change ? shown(field, values) : 'Not changed', shown(field, now)]);
}
