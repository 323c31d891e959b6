import { lazy, Suspense } from 'react';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import type { ShellState } from './shellState';

// The forms load only when a visitor opens them, so the first page stays light.
const ApplicationForm = lazy(() => import('@/features/application/components/ApplicationForm'));
const ContactForm = lazy(() => import('@/features/contact/components/ContactForm'));

export interface ShellModalsProps {
  state: ShellState;
  onClose: () => void;
  onSwitchToContact: () => void;
}

/** The contact message subject names the site it came from (spec section 2). */
export function contactSubject(host: string): string {
  return `Message from ${host}`;
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
        <Suspense fallback={<Spinner />}>
          <ContactForm subject={contactSubject(window.location.host)} context={state.formContext} />
        </Suspense>
      </Modal>
    </>
  );
}
