import { Icon } from '@/components/Icon';
import type { FilterPill } from '../pills';
import type { SetFilters } from '../filterQuery';
import styles from './FilterPills.module.css';

/** Spec section 2: one removable pill per active filter. */
export function FilterPills({ pills, onChange }: { pills: FilterPill[]; onChange: SetFilters }) {
  if (pills.length === 0) return null;
  return (
    <ul className={styles.pills} aria-label="Active filters">
      {pills.map((pill) => (
        <li key={pill.key}>
          <button type="button" className={styles.pill} onClick={() => onChange(pill.cleared)}>
            {pill.label}
            <Icon name="close" size={16} label={`Remove filter ${pill.label}`} />
          </button>
        </li>
      ))}
    </ul>
  );
}
