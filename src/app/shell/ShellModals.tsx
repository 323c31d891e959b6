import { lazy, Suspense } from 'react';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { ContactFormSkeleton } from '@/features/inquiries/components/ContactFormSkeleton';
import type { ShellState } from './shellState';

// The forms load only when a visitor opens them, so the first page stays light.
const ApplicationForm = lazy(() => import('@/features/inquiries/components/ApplicationForm'));
const ContactForm = lazy(() => import('@/features/inquiries/components/ContactForm'));

export interface ShellModalsProps {
  state: ShellState;
  onClose: () => void;
  onSwitchToContact: () => void;
}

export function ShellModals({ state, onClose, onSwitchToContact }: ShellModalsProps) {
  return (
    <>
      <Modal open={state.modal === 'apply'} onClose={onClose} title="Rental Application Request">
        <Suspense fallback={<Spinner />}>
          <ApplicationForm context={state.formContext} onSwitchToContact={onSwitchToContact} />
        </Suspense>
      </Modal>
      <Modal open={state.modal === 'contact'} onClose={onClose} title="Contact Us">
        {/* The subject defaults to 'Message from {host}' (spec section 2). */}
        <Suspense fallback={<ContactFormSkeleton />}>
          <ContactForm context={state.formContext} />
        </Suspense>
      </Modal>
    </>
  );
}
