import { formatMoney } from '@/lib/format';
import { monthLabel } from './availability';
import { isDefaultRent, RENT_BOUNDS, type ListingFilters } from './filters';
import { STYLE_LABELS } from './styleLabels';

export interface FilterPill {
  key: string;
  label: string;
  /** The filter state once this pill is removed. */
  cleared: ListingFilters;
}

/**
 * Spec section 2: one removable pill per active filter: '2 bedroom', '{month} availability', '$min - $max' (only when
 * the range differs from the default), a style, and one per floor plan id (named when the name is known).
 */
export function filterPills(
  filters: ListingFilters,
  defaults: ListingFilters,
  floorplanName: (id: number) => string | undefined = () => undefined,
): FilterPill[] {
  const pills: FilterPill[] = [];
  const add = (key: string, label: string, change: Partial<ListingFilters>) =>
    pills.push({ key, label, cleared: { ...filters, ...change } });

  if (filters.bedroom !== null) add('bedroom', `${filters.bedroom} bedroom`, { bedroom: null });
  if (filters.availability === 'now' && defaults.availability !== 'now') {
    add('availability', 'Available Now', { availability: defaults.availability });
  } else if (filters.availability !== 'now' && filters.availability !== 'any') {
    add('availability', `${monthLabel(filters.availability)} availability`, { availability: defaults.availability });
  }
  if (!isDefaultRent(filters.rent)) {
    add('rent', `${formatMoney(filters.rent.min)} - ${formatMoney(filters.rent.max)}`, { rent: { ...RENT_BOUNDS } });
  }
  if (filters.style !== null) add('style', STYLE_LABELS[filters.style], { style: null });
  for (const id of filters.floorplanIds) {
    add(`floorplan-${id}`, floorplanName(id) ?? `Floorplan ${id}`, {
      floorplanIds: filters.floorplanIds.filter((other) => other !== id),
    });
  }
  return pills;
}
