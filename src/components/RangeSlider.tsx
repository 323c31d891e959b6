import { useId } from 'react';
import { moveThumb, RANGE_GAP, type Range } from './rangeRules';
import styles from './RangeSlider.module.css';

export interface RangeSliderProps {
  /** Names the pair, e.g. 'Rent'; each thumb is labelled 'Minimum {label}' / 'Maximum {label}'. */
  label: string;
  value: Range;
  bounds: Range;
  step?: number;
  gap?: number;
  onChange: (value: Range) => void;
  /** How a value reads, e.g. formatMoney. */
  format?: (value: number) => string;
}

/**
 * Two thumbs on one track (spec section 5). Each thumb is a native range input, so arrows, Page Up/Down,
 * Home and End work and screen readers announce it; the gap rule is applied on every move.
 */
export function RangeSlider({ label, value, bounds, step = 1, gap = RANGE_GAP, onChange, format = String }: RangeSliderProps) {
  const id = useId();
  const span = bounds.max - bounds.min || 1;
  const left = ((value.min - bounds.min) / span) * 100;
  const right = ((value.max - bounds.min) / span) * 100;

  return (
    <fieldset className={styles.slider}>
      <legend className={styles.legend}>
        {label}: <output htmlFor={`${id}-min ${id}-max`}>{format(value.min)} – {format(value.max)}</output>
      </legend>
      <div className={styles.track}>
        <span className={styles.fill} style={{ left: `${left}%`, width: `${right - left}%` }} aria-hidden="true" />
        <input
          id={`${id}-min`}
          type="range"
          aria-label={`Minimum ${label.toLowerCase()}`}
          aria-valuetext={format(value.min)}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={value.min}
          onChange={(event) => onChange(moveThumb(value, 'min', Number(event.target.value), bounds, gap))}
        />
        <input
          id={`${id}-max`}
          type="range"
          aria-label={`Maximum ${label.toLowerCase()}`}
          aria-valuetext={format(value.max)}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={value.max}
          onChange={(event) => onChange(moveThumb(value, 'max', Number(event.target.value), bounds, gap))}
        />
      </div>
    </fieldset>
  );
}
