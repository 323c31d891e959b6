import { Field } from '@/components/Field';
import type { FilterOption } from '../filterOptions';
import type { FunnelQuery } from '../types';
import { FilterSelect } from './FilterSelect';
import styles from './FunnelControls.module.css';

/** The funnel's window, grouping and community: native controls, so every one works by keyboard. */
export function FunnelControls({ query, onChange, communities }: { query: FunnelQuery; onChange: (query: FunnelQuery) => void; communities: FilterOption[] }) {
  return (
    <div className={styles.controls}>
      <Field label="From">
        {(control) => <input {...control} type="date" className="input" value={query.from} max={query.to} required onChange={(event) => event.target.value && onChange({ ...query, from: event.target.value })} />}
      </Field>
      <Field label="To">
        {(control) => <input {...control} type="date" className="input" value={query.to} min={query.from} required onChange={(event) => event.target.value && onChange({ ...query, to: event.target.value })} />}
      </Field>
      <fieldset className={styles.group}>
        <legend>Group by</legend>
        {(['day', 'week'] as const).map((group) => (
          <label key={group} className="checkbox">
            <input type="radio" name="funnel-group" value={group} checked={query.group === group} onChange={() => onChange({ ...query, group })} />
            {group === 'day' ? 'Day' : 'Week'}
          </label>
        ))}
      </fieldset>
      <FilterSelect
        label="Community"
        anyLabel="Every community"
        value={String(query.community ?? '')}
        options={communities}
        onChange={(value) => onChange({ ...query, community: value ? Number(value) : undefined })}
      />
    </div>
  );
}
