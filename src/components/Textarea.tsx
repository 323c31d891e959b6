import type { ReactNode } from 'react';
import { charactersLeft } from './charactersLeft';
import { Field } from './Field';

/** Spec section 9: a textarea holds 1000 characters unless told otherwise. */
export const TEXTAREA_MAX_LENGTH = 1000;

export interface TextareaProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  error?: string;
  optional?: boolean;
  required?: boolean;
  rows?: number;
  /** Says how many characters are left; off where nobody can type (a read-only listing). */
  counter?: boolean;
}

/** A labelled multi-line input that stops at `maxLength` and tells how many characters are left (spec section 5). */
export function Textarea({
  label,
  name,
  value,
  onChange,
  maxLength = TEXTAREA_MAX_LENGTH,
  error,
  optional,
  required,
  rows = 4,
  counter = true,
}: TextareaProps) {
  return (
    <Field label={label} error={error} optional={optional} hint={counter ? charactersLeft(value, maxLength) : undefined}>
      {(control) => (
        <textarea
          {...control}
          className="input"
          name={name}
          value={value}
          maxLength={maxLength}
          required={required}
          rows={rows}
          // A pasted text longer than the limit is cut here too; the browser only stops typing.
          onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
        />
      )}
    </Field>
  );
}
