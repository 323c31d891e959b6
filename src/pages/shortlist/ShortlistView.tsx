import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { COMPARE_MAX, COMPARE_MIN, compareUrl } from '@/features/compare/compareIds';
import { useShellActions } from '@/features/inquiries/ShellContext';
import { floorPlanFieldText, sharedCommunity, type SavedPlan } from '@/features/shortlist/shortlist';
import { removeFromShortlist, useShortlist } from '@/features/shortlist/shortlistStore';
import { todayIso } from '@/lib/dates';
import { SavedPlanSummary } from './SavedPlanSummary';
import styles from './ShortlistView.module.css';

/** The contact form's context: the plans by name, and their community when they all share one. */
const askContext = (plans: readonly SavedPlan[]) => ({ floorplanName: floorPlanFieldText(plans), propertyName: sharedCommunity(plans) });

/**
 * Issue 16, the shortlist: the saved plans (issue 27: each with its photo, rent, beds and availability) with remove buttons, up to four of them ticked for the comparison, and
 * 'Ask about these', which opens the contact form with the plans filled in. Empty, it points back to the search.
 * It composes three features (the saved plans, the comparison's address, the contact form), so it belongs to the
 * page: the shortlist feature stays below the cards that carry its save button.
 */
export function ShortlistView({ searchHref }: { searchHref: string }) {
  const plans = useShortlist();
  const { openContact } = useShellActions();
  // Null until the visitor changes the ticks: the first four saved plans.
  const [ticked, setTicked] = useState<number[] | null>(null);
  const [today] = useState(todayIso);

  if (plans.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No floor plans saved yet. Press the heart on any floor plan to keep it here and compare it with others.</p>
        <Link className="btn btn-primary" to={searchHref}>
          <Icon name="search" />
          Search floor plans
        </Link>
      </div>
    );
  }

  const compareIds = (ticked ?? plans.slice(0, COMPARE_MAX).map((plan) => plan.id)).filter((id) => plans.some((plan) => plan.id === id));
  const tick = (id: number, on: boolean) => setTicked(on ? [...compareIds, id] : compareIds.filter((other) => other !== id));

  return (
    <>
      <ul className={styles.list} aria-label="Saved floor plans">
        {plans.map((plan) => {
          const checked = compareIds.includes(plan.id);
          return (
            <li key={plan.id} className={`card ${styles.item}`}>
              <SavedPlanSummary plan={plan} today={today} />
              <label className={styles.tick}>
                <input type="checkbox" aria-label={`Compare ${plan.name}`} checked={checked} disabled={!checked && compareIds.length >= COMPARE_MAX} onChange={(event) => tick(plan.id, event.target.checked)} />
                Compare
              </label>
              <button type="button" className="btn btn-ghost" aria-label={`Remove ${plan.name}`} onClick={() => removeFromShortlist(plan.id)}>
                <Icon name="trash" />
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <p className="muted" id="compare-hint">
        Tick {COMPARE_MIN} to {COMPARE_MAX} plans to compare them side by side.
      </p>
      <div className={styles.actions}>
        {compareIds.length >= COMPARE_MIN ? (
          <Link className="btn btn-primary" to={compareUrl(compareIds)}>
            Compare {compareIds.length} plans
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" disabled aria-describedby="compare-hint">
            Compare
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => openContact(askContext(plans))}>
          <Icon name="mail" />
          Ask about these
        </button>
      </div>
    </>
  );
}
