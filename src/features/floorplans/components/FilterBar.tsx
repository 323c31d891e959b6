import { useId, type ReactNode } from 'react';
import { useInFilterSheet } from '@/components/FilterSheet';
import { RangeSlider } from '@/components/RangeSlider';
import { formatMoney } from '@/lib/format';
import { monthLabel } from '../availability';
import { RENT_BOUNDS, type FilterOptions, type ListingFilters } from '../filters';
import { SORT_OPTIONS, isSortKey } from '../sort';
import { STYLE_LABELS } from '../styleLabels';
import { FLOORPLAN_STYLES } from '../types';
import type { SetFilters } from '../filterQuery';
import styles from './FilterBar.module.css';

export interface FloorplanChoice {
  id: number;
  name: string;
}

export interface FilterBarProps {
  filters: ListingFilters;
  options: FilterOptions;
  onChange: SetFilters;
  /** Offers the floor plan filter (the units of one community); the home search filters by ids only from a link. */
  floorplans?: FloorplanChoice[];
}

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** Spec section 2: bedroom, availability, style and rent filters and the sort. Every change applies at once. */
export function FilterBar({ filters, options, onChange, floorplans }: FilterBarProps) {
  const set = (change: Partial<ListingFilters>, gesture?: string) => onChange({ ...filters, ...change }, gesture);
  // A value from a shared link stays selectable even when today's data no longer offers it.
  const months = [...new Set([...options.months, ...(/^\d{4}-\d{2}$/.test(filters.availability) ? [filters.availability] : [])])].sort();
  const bedrooms = [...new Set([...options.bedrooms, ...(filters.bedroom === null ? [] : [filters.bedroom])])].sort((a, b) => a - b);
  const styleChoices = FLOORPLAN_STYLES.filter((style) => options.styles.includes(style) || style === filters.style);
  const inSheet = useInFilterSheet();

  return (
    <div className={inSheet ? `${styles.bar} ${styles.inSheet}` : styles.bar}>
      <Select label="Bedrooms" value={filters.bedroom === null ? '' : String(filters.bedroom)} onChange={(value) => set({ bedroom: value === '' ? null : Number(value) })}>
        <option value="">Any</option>
        {bedrooms.map((bedroom) => (
          <option key={bedroom} value={bedroom}>
            {bedroom} bedroom
          </option>
        ))}
      </Select>
      <Select label="Availability" value={filters.availability} onChange={(value) => set({ availability: value })}>
        <option value="any">Any time</option>
        <option value="now">Available Now</option>
        {months.map((month) => (
          <option key={month} value={month}>
            {monthLabel(month)}
          </option>
        ))}
      </Select>
      <Select label="Style" value={filters.style ?? ''} onChange={(value) => set({ style: styleChoices.find((style) => style === value) ?? null })}>
        <option value="">Any</option>
        {styleChoices.map((style) => (
          <option key={style} value={style}>
            {STYLE_LABELS[style]}
          </option>
        ))}
      </Select>
      <Select label="Sort by" value={filters.sort} onChange={(value) => isSortKey(value) && set({ sort: value })}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </Select>
      <div className={styles.rent}>
        <RangeSlider label="Rent" value={filters.rent} bounds={RENT_BOUNDS} onChange={(rent) => set({ rent }, 'rent')} format={formatMoney} />
      </div>
      {floorplans && floorplans.length > 0 && (
        <fieldset className={styles.floorplans}>
          <legend>Floor plans</legend>
          {floorplans.map((plan) => (
            <label key={plan.id} className="checkbox">
              <input
                type="checkbox"
                checked={filters.floorplanIds.includes(plan.id)}
                onChange={(event) =>
                  set({
                    floorplanIds: event.target.checked
                      ? [...filters.floorplanIds, plan.id]
                      : filters.floorplanIds.filter((id) => id !== plan.id),
                  })
                }
              />
              {plan.name}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
