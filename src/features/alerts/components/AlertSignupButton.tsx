import { lazy, Suspense, useState } from 'react';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import type { ListingFilters } from '@/features/floorplans/filters';
import { loadChunk } from '@/lib/chunks';

/**
 * The sign-up's code (the form, its schemas, the captcha) is its own chunk: the search pages paint and hydrate without
 * it. It starts downloading when a pointer or the keyboard comes to the button, and is awaited when the dialog opens.
 */
const loadForm = () => loadChunk('alert-signup', () => import('./AlertSignupForm'));
const AlertSignupForm = lazy(loadForm);
const preload = () => void loadForm().catch(() => {});

export interface AlertSignupButtonProps {
  filters: ListingFilters;
  propertyId: number | null;
  communityName?: string | null;
}

/** Issue 25: "E-mail me new matches" beside a search list, saving its current filters. */
export function AlertSignupButton({ filters, propertyId, communityName }: AlertSignupButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary" onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(true)}>
        E-mail me new matches
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="E-mail me new matches">
        <Suspense fallback={<Spinner label="Loading the alert form" />}>
          <AlertSignupForm filters={filters} propertyId={propertyId} communityName={communityName} />
        </Suspense>
      </Modal>
    </>
  );
}
