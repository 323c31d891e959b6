import type { ReactNode } from 'react';
import { formatCount } from '@/lib/format';
import { CardGrid } from './CardGrid';
import { PagedCards } from './PagedCards';
import styles from './ResultList.module.css';

export interface ResultListProps<T> {
  /** The results in the order shown, or undefined while they load. */
  results: readonly T[] | undefined;
  /** What the results were found for (the filters); when it changes, the list starts again at one page. */
  query: unknown;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  skeleton: ReactNode;
  skeletonCount?: number;
  /** How the list is announced while it loads. */
  loadingLabel?: string;
  /** Shown instead of the list when the results could not be loaded. */
  error?: ReactNode;
  /** Shown beside the count (the filter pills). */
  beside?: ReactNode;
  /** Offered under 'No matches found...' (e.g. 'Clear filters'). */
  emptyAction?: ReactNode;
}

/**
 * Spec section 2, the result list of a search: 'Total: N Results', then the cards a page at a time with 'Show more',
 * 'No matches found...' when nothing matches, or skeleton cards while the results load.
 */
export function ResultList<T>({
  results,
  query,
  renderItem,
  itemKey,
  skeleton,
  skeletonCount = 6,
  loadingLabel = 'Loading',
  error,
  beside,
  emptyAction,
}: ResultListProps<T>) {
  let body: ReactNode;
  if (error) body = error;
  else if (!results) {
    body = (
      <CardGrid busy label={loadingLabel}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index}>{skeleton}</li>
        ))}
      </CardGrid>
    );
  } else if (results.length === 0) {
    body = (
      <div className={styles.empty}>
        <p>No matches found...</p>
        {emptyAction}
      </div>
    );
  } else {
    body = <PagedCards items={results} query={query} renderItem={renderItem} itemKey={itemKey} />;
  }

  return (
    <>
      <div className={styles.summary}>
        <p className={styles.count} role="status">
          {results && !error ? `Total: ${formatCount(results.length, 'Result')}` : ''}
        </p>
        {beside}
      </div>
      {body}
    </>
  );
}
