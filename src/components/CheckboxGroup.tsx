import { useId, type ReactNode } from 'react';
import styles from './CheckboxGroup.module.css';

export interface CheckboxOption {
  name: string;
  label: ReactNode;
  checked: boolean;
}

export interface CheckboxGroupProps {
  legend: ReactNode;
  options: CheckboxOption[];
  onChange: (name: string, checked: boolean) => void;
  /** A message about the group as a whole; every box is marked invalid so focus can land on the first. */
  error?: string;
  columns?: 1 | 2;
}

/** Checkboxes under one legend, with one message for the group. */
export function CheckboxGroup({ legend, options, onChange, error, columns = 1 }: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.group}>
      <legend className="field-label">{legend}</legend>
      <div className={columns === 2 ? styles.twoColumns : styles.oneColumn}>
        {options.map((option) => (
          <label key={option.name} className="checkbox">
            <input
              type="checkbox"
              name={option.name}
              checked={option.checked}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange(option.name, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
