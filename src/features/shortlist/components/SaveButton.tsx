import { Icon } from '@/components/Icon';
import type { SavedPlan } from '../shortlist';
import { toggleShortlist, useShortlist } from '../shortlistStore';
import styles from './SaveButton.module.css';

export interface SaveButtonProps {
  plan: SavedPlan;
  /** 'overlay' sits over a card's photo; 'inline' sits among a page's buttons. */
  variant?: 'overlay' | 'inline';
}

/**
 * Issue 16: saves a floor plan to the shortlist, or removes it. A toggle button: its name stays 'Save {plan name}'
 * and `aria-pressed` says whether the plan is saved (a filled heart shows it).
 */
export function SaveButton({ plan, variant = 'inline' }: SaveButtonProps) {
  const saved = useShortlist().some((entry) => entry.id === plan.id);
  return (
    <button
      type="button"
      className={`${styles.save} ${variant === 'overlay' ? styles.overlay : 'btn btn-secondary'}`}
      aria-pressed={saved}
      aria-label={`Save ${plan.name}`}
      onClick={() => toggleShortlist(plan)}
    >
      <Icon name="heart" className={styles.heart} />
      {variant === 'inline' && 'Save'}
    </button>
  );
}
