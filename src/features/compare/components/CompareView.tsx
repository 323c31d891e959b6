import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/Spinner';
import { floorplanQueryOptions } from '@/features/floorplans/api/getFloorplan';
import type { Floorplan } from '@/features/floorplans/types';
import { todayIso } from '@/lib/dates';
import { isRetryable } from '@/lib/http';
import { compareFacts } from '../compareFacts';
import { COMPARE_MAX, COMPARE_MIN, compareUrl, parseCompareIds } from '../compareIds';
import { CompareTable } from './CompareTable';
import styles from './CompareView.module.css';

/** A plan that is shown on the site: active, at an active community. */
const isListed = (plan: Floorplan) => plan.active && plan.property?.active !== false;

/**
 * Issue 16, /compare?ids=…: two to four plans side by side, from the URL alone. Ids that are not plans, plans that
 * are gone or no longer listed are named as unavailable; a plan that could not be loaded offers another try.
 */
export function CompareView({ searchHref }: { searchHref: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [today] = useState(todayIso);
  const selection = parseCompareIds(search);
  const results = useQueries({ queries: selection.ids.map((id) => floorplanQueryOptions(String(id))) });

  const remove = (id: number) => navigate(compareUrl(selection.ids.filter((other) => other !== id)));

  if (selection.ids.length === 0 && selection.invalid.length === 0) {
    return (
      <div className={styles.message}>
        <p>No floor plans to compare yet. Save plans with the heart, then compare them from your shortlist.</p>
        <p className={styles.links}>
          <Link className="btn btn-primary" to="/shortlist">Your shortlist</Link>
          <Link className="btn btn-secondary" to={searchHref}>Search floor plans</Link>
        </p>
      </div>
    );
  }
  if (results.some((result) => result.isPending)) return <Spinner label="Loading the comparison" />;

  const listed: Floorplan[] = [];
  const unavailable: string[] = selection.invalid.map((entry) => `'${entry}' (not a floor plan id)`);
  const failed: number[] = [];
  results.forEach((result, index) => {
    const id = selection.ids[index];
    if (result.data && isListed(result.data)) listed.push(result.data);
    else if (result.data) unavailable.push(`${result.data.name} (no longer listed)`);
    else if (isRetryable(result.error)) failed.push(id);
    else unavailable.push(`floor plan ${id} (not found)`);
  });

  return (
    <>
      {unavailable.length > 0 && (
        <div className="alert alert-error" role="status">
          Not available: {unavailable.join(', ')}.
        </div>
      )}
      {failed.length > 0 && (
        <div className="alert alert-error" role="alert">
          <p>We couldn't load {failed.map((id) => `floor plan ${id}`).join(', ')}. Check your connection and try again.</p>
          <button type="button" className="btn btn-secondary" onClick={() => results.forEach((result) => result.isError && void result.refetch())}>
            Try again
          </button>
        </div>
      )}
      {selection.extra > 0 && (
        <p className="muted">
          Only the first {COMPARE_MAX} plans are compared; {selection.extra} more {selection.extra === 1 ? 'was' : 'were'} left out.
        </p>
      )}
      {listed.length < COMPARE_MIN && (
        <p>
          Comparing needs at least {COMPARE_MIN} plans. <Link to={searchHref}>Find more floor plans</Link> or open{' '}
          <Link to="/shortlist">your shortlist</Link>.
        </p>
      )}
      {listed.length > 0 && <CompareTable plans={listed.map((plan) => compareFacts(plan, today))} onRemove={remove} />}
    </>
  );
}
