import { createContext, useContext, useState, type ReactNode } from 'react';
import { formatCount } from '@/lib/format';
import { Icon } from './Icon';
import { Modal } from './Modal';
import styles from './FilterSheet.module.css';

const InFilterSheet = createContext(false);

/** Whether a filter bar is shown inside the phone's sheet: the sheet is then its frame, so it draws none of its own. */
export const useInFilterSheet = () => useContext(InFilterSheet);

export interface FilterSheetProps {
  /** How many filters are set, shown on the button. */
  filterCount: number;
  /** How many results the filters find, or undefined while they load. */
  resultCount: number | undefined;
  /** The filters find more than `resultCount` (it is where the count stopped). */
  moreResults?: boolean;
  /** The filter bar. */
  children: ReactNode;
}

/**
 * A list's filter bar that would fill a phone's first screen (issue 27): there it waits behind 'Filters (N)', which
 * opens it in a sheet rising from the bottom, the results still in view above it and counted on its closing button.
 * From 40rem the bar shows in place and the button is hidden.
 */
export function FilterSheet({ filterCount, resultCount, moreResults = false, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <div className={styles.bar}>{children}</div>
      <button type="button" className={`btn btn-secondary ${styles.open}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="filters" />
        Filters ({filterCount})
      </button>
      <Modal open={open} onClose={close} title="Filters" size="sheet">
        <InFilterSheet value>{children}</InFilterSheet>
        <button type="button" className={`btn btn-primary ${styles.show}`} onClick={close}>
          {resultCount === undefined ? 'Show results' : moreResults ? `Show ${resultCount.toLocaleString('en-US')}+ results` : `Show ${formatCount(resultCount, 'result')}`}
        </button>
      </Modal>
    </>
  );
}
