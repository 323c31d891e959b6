import type { HTMLInputTypeAttribute, InputHTMLAttributes, ReactNode } from 'react';
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
  /** Earliest value a date input's picker offers (YYYY-MM-DD); the form still checks what is typed. */
  min?: string;
}

/** A labelled single-line input whose value is a string (text, e-mail, tel, date). */
export function TextInput({ label, hint, error, optional, onChange, ...input }: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {(control) => <input {...control} {...input} className="input" onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
