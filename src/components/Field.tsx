import { useId, type ReactNode } from 'react';

/** What the control inside a Field spreads on itself so its label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the label's line, e.g. characters left. */
  hint?: ReactNode;
  error?: string;
  /** Marks the label '(optional)'; required fields are the norm in our forms. */
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form control with its hint and error. The control is given by a render function, so a text
 * input, select or textarea all get the same label, `aria-describedby` and `aria-invalid` wiring.
 */
export function Field({ label, hint, error, optional = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && (
          <>
            {' '}
            <span className="field-hint">(optional)</span>
          </>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
