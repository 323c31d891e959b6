import type { ReactNode } from 'react';
import { Field } from './Field';

export interface SelectInputProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** The first, empty choice, e.g. 'Select a neighborhood'. */
  placeholder: string;
  error?: string;
  optional?: boolean;
  required?: boolean;
}

/** A labelled select whose options are their own labels. */
export function SelectInput({ label, error, optional, onChange, options, placeholder, ...select }: SelectInputProps) {
  return (
    <Field label={label} error={error} optional={optional}>
      {(control) => (
        <select {...control} {...select} className="input" onChange={(event) => onChange(event.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
