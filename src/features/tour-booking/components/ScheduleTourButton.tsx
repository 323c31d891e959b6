import { lazy, Suspense, useState } from 'react';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { loadChunk } from '@/lib/chunks';
import type { TourTarget } from '../tourTarget';

/**
 * The booking's code is its own chunk: the pages with the button (floor plan, community) paint and hydrate without
 * it. It starts downloading when a pointer or the keyboard comes to the button, and is awaited when the dialog opens.
 */
const loadForm = () => loadChunk('tour-booking', () => import('./TourBookingForm'));
const TourBookingForm = lazy(loadForm);
const preload = () => void loadForm().catch(() => {});

export interface ScheduleTourButtonProps {
  target: TourTarget;
  /** 'primary' where booking is the page's main action, 'secondary' beside other buttons (a unit card). */
  variant?: 'primary' | 'secondary';
}

/** Issue 24: 'Schedule a tour', which opens the booking in a dialog with the plan or unit filled in. */
export function ScheduleTourButton({ target, variant = 'primary' }: ScheduleTourButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`btn btn-${variant}`} onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)}>
        Schedule a tour
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Schedule a tour">
        <Suspense fallback={<Spinner label="Loading the tour booking" />}>
          <TourBookingForm target={target} />
        </Suspense>
      </Modal>
    </>
  );
}
