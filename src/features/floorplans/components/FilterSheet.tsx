import { useState, type ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import { Modal } from '@/components/Modal';
import { formatCount } from '@/lib/format';
import styles from './FilterSheet.module.css';

export interface FilterSheetProps {
  /** How many filters are set (the pills), shown on the button. */
  filterCount: number;
  /** How many results the filters find, or undefined while they load. */
  resultCount: number | undefined;
  /** The filter bar. */
  children: ReactNode;
}

/**
 * On a phone the filters would fill the first screen (issue 27): they wait behind 'Filters (N)', which opens them in
 * a sheet rising from the bottom, the results still in view above it and counted on its closing button. From 40rem
 * the button is hidden and the list shows its filter bar instead (ListingSearch.module.css).
 */
export function FilterSheet({ filterCount, resultCount, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={`btn btn-secondary ${styles.open}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="filters" />
        Filters ({filterCount})
      </button>
      <Modal open={open} onClose={close} title="Filters" size="sheet">
        {children}
        <button type="button" className={`btn btn-primary ${styles.show}`} onClick={close}>
          {resultCount === undefined ? 'Show results' : `Show ${formatCount(resultCount, 'result')}`}
        </button>
      </Modal>
    </>
  );
}
