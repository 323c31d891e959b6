import { useState, type ReactNode } from 'react';
import { CardGrid } from './CardGrid';
import styles from './PagedCards.module.css';

/**
 * Cards shown at first and added by each 'Show more'. Mounting hundreds of cards on every filter change would cost
 * far more than a frame (see `npm run bench`); a page of them keeps each change under one.
 */
export const PAGE_SIZE = 12;

export interface PagedCardsProps<T> {
  items: readonly T[];
  /** What the items were found for (e.g. the filters); when it changes, the list starts again at one page. */
  query?: unknown;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
}

/** A grid of cards a page at a time: 'Showing N of M' and 'Show more' while more remain. */
export function PagedCards<T>({ items, query, renderItem, itemKey }: PagedCardsProps<T>) {
  // How many items are shown, for the query they were counted for: a new query starts again at one page.
  const [shown, setShown] = useState({ query, count: PAGE_SIZE });
  const count = shown.query === query ? shown.count : PAGE_SIZE;
  return (
    <>
      <CardGrid>
        {items.slice(0, count).map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </CardGrid>
      {items.length > count && (
        <div className={styles.more}>
          <p className={styles.showing}>
            Showing {count} of {items.length}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => setShown({ query, count: count + PAGE_SIZE })}>
            Show more
          </button>
        </div>
      )}
    </>
  );
}
