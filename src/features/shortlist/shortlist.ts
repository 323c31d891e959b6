import { formatCount } from '@/lib/format';

/** A saved floor plan: enough to list it and to name it in the contact form without fetching it again. */
export interface SavedPlan {
  id: number;
  name: string;
  /** The plan's community (property) name, when the page that saved it knew it. */
  community: string | null;
}

/** The localStorage key; the stored value carries a version so a later shape can tell an old one apart. */
export const SHORTLIST_KEY = 'shortlist';
export const SHORTLIST_VERSION = 1;

/** Spec section 3 limits the contact form's floor plan field to 200 characters (see contact/schema.ts). */
const FLOOR_PLAN_FIELD_MAX = 200;

function isSavedPlan(value: unknown): value is SavedPlan {
  if (!value || typeof value !== 'object') return false;
  const plan = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(plan.id) &&
    (plan.id as number) > 0 &&
    typeof plan.name === 'string' &&
    plan.name.trim() !== '' &&
    (plan.community === null || typeof plan.community === 'string')
  );
}

/**
 * The saved plans in a stored value. Anything else — nothing stored, text that is not JSON, another version,
 * another site's value under the same key — reads as an empty shortlist, and a stray entry is dropped, so a bad
 * value never breaks the page. A plan saved twice is listed once.
 */
export function parseShortlist(raw: string | null): SavedPlan[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? 'null');
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const { version, plans } = parsed as Record<string, unknown>;
  if (version !== SHORTLIST_VERSION || !Array.isArray(plans)) return [];
  const seen = new Set<number>();
  return plans.filter(isSavedPlan).flatMap(({ id, name, community }) => {
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ id, name, community }];
  });
}

export function serializeShortlist(plans: readonly SavedPlan[]): string {
  return JSON.stringify({ version: SHORTLIST_VERSION, plans });
}

/** Saves the plan (at the end) or, when it is saved already, removes it. */
export function toggleSaved(plans: readonly SavedPlan[], plan: SavedPlan): SavedPlan[] {
  return plans.some((saved) => saved.id === plan.id) ? plans.filter((saved) => saved.id !== plan.id) : [...plans, plan];
}

/**
 * What 'Ask about these' puts in the contact form's floor plan field (spec section 3, additionalInfo.floorPlan):
 * the plans' names with their communities, as many as fit the field, then how many more there are.
 */
export function floorPlanFieldText(plans: readonly SavedPlan[]): string {
  const names = plans.map((plan) => (plan.community ? `${plan.name} (${plan.community})` : plan.name));
  for (let shown = names.length; shown > 0; shown -= 1) {
    const rest = names.length - shown;
    const text = names.slice(0, shown).join(', ') + (rest > 0 ? ` and ${rest} more` : '');
    if (text.length <= FLOOR_PLAN_FIELD_MAX) return text;
  }
  return formatCount(plans.length, 'saved floor plan');
}

/** The community 'Ask about these' names: the one all the saved plans share, else none (the plans name theirs). */
export function sharedCommunity(plans: readonly SavedPlan[]): string | undefined {
  const communities = new Set(plans.map((plan) => plan.community));
  const [only] = communities;
  return communities.size === 1 && only ? only : undefined;
}
