import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { FilterSheet } from '@/components/FilterSheet';
import type { FilterOption } from '../filterOptions';
import { leadFilterCount, withLeadFilter } from '../leadQuery';
import { FilterSelect } from './FilterSelect';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, leadQuerySchema, type LeadQuery } from '../types';
import styles from './LeadFilters.module.css';

interface LeadFiltersProps {
  query: LeadQuery;
  onChange: (query: LeadQuery) => void;
  communities: FilterOption[];
  assignees: FilterOption[];
}

/** The inbox's filters; on a phone behind 'Filters (N)', in a sheet that counts the leads they find. */
export function LeadFilters({ resultCount, moreResults, ...bar }: LeadFiltersProps & { resultCount: number | undefined; moreResults?: boolean }) {
  return (
    <div className={styles.sheet}>
      <FilterSheet filterCount={leadFilterCount(bar.query)} resultCount={resultCount} moreResults={moreResults}>
        <LeadFilterBar {...bar} />
      </FilterSheet>
    </div>
  );
}

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));
/** A filter's value from its control: the server's own schema reads it, an empty choice removes the filter. */
const parsed = <K extends 'status' | 'community' | 'assignee' | 'from' | 'to'>(field: K, value: string) =>
  value === '' ? undefined : (leadQuerySchema.shape[field].safeParse(value).data as LeadQuery[K]);

/** The filters themselves: each choice applies at once; the search applies when sent. */
function LeadFilterBar({ query, onChange, communities, assignees }: LeadFiltersProps) {
  const [search, setSearch] = useState(query.q ?? '');
  const set = <K extends 'status' | 'community' | 'assignee' | 'from' | 'to'>(field: K) => (value: string) => onChange(withLeadFilter(query, field, parsed(field, value)));

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    onChange(withLeadFilter(query, 'q', search.trim() || undefined));
  }

  return (
    <div className={styles.filters}>
      <form role="search" className={styles.search} onSubmit={submitSearch}>
        <Field label="Name or e-mail">
          {(control) => <input {...control} type="search" className="input" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />}
        </Field>
        <button type="submit" className="btn btn-secondary">
          Search
        </button>
      </form>
      <FilterSelect label="Status" anyLabel="Any status" value={query.status ?? ''} options={STATUS_OPTIONS} onChange={set('status')} />
      <FilterSelect label="Community" anyLabel="Any community" value={String(query.community ?? '')} options={communities} onChange={set('community')} />
      <FilterSelect label="Assignee" anyLabel="Anyone" value={String(query.assignee ?? '')} options={assignees} onChange={set('assignee')} />
      <Field label="Received from">
        {(control) => <input {...control} type="date" className="input" value={query.from ?? ''} max={query.to} onChange={(event) => set('from')(event.target.value)} />}
      </Field>
      <Field label="Received to">
        {(control) => <input {...control} type="date" className="input" value={query.to ?? ''} min={query.from} onChange={(event) => set('to')(event.target.value)} />}
      </Field>
    </div>
  );
}
