import type { ReactNode } from 'react';
import { Field } from '@/components/Field';
import type { FilterOption } from '../filterOptions';

/** A labelled select whose first choice (`anyLabel`, value '') removes the filter. */
export function FilterSelect({ label, value, anyLabel, options, onChange }: { label: ReactNode; value: string; anyLabel: string; options: FilterOption[]; onChange: (value: string) => void }) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
