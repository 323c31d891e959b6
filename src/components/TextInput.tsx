import type { HTMLInputTypeAttribute, InputHTMLAttributes, ReactNode } from 'react';
import { charactersLeft } from './charactersLeft';
import { Field } from './Field';

export interface TextInputProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Shown under the input and read with it, e.g. why the field is asked for. */
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  required?: boolean;
  maxLength?: number;
  /** Says under the input how many of `maxLength` characters are left, as a textarea does. */
  counter?: boolean;
  /** Earliest value a date input's picker offers (YYYY-MM-DD); the form still checks what is typed. */
  min?: string;
}

/** A labelled single-line input whose value is a string (text, e-mail, tel, date). */
export function TextInput({ label, hint, error, optional, onChange, counter = false, ...input }: TextInputProps) {
  const left = counter && input.maxLength !== undefined ? charactersLeft(input.value, input.maxLength) : undefined;
  return (
    <Field label={label} hint={hint ?? left} error={error} optional={optional}>
      {(control) => <input {...control} {...input} className="input" onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
