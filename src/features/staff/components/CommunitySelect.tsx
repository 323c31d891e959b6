import { Field } from '@/components/Field';
import type { FilterOption } from '../filterOptions';

/** Which community a page shows: one is always chosen (the tour pages have no 'all communities'). */
export function CommunitySelect({ value, options, onChange }: { value: number | undefined; options: FilterOption[]; onChange: (community: number) => void }) {
  return (
    <Field label="Community">
      {(control) => (
        <select {...control} className="input" value={value === undefined ? '' : String(value)} onChange={(event) => onChange(Number(event.target.value))}>
          {value === undefined && <option value="">Loading the communities…</option>}
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
