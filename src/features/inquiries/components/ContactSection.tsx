import { lazy, useId } from 'react';
import { LateRegion } from '@/components/LateRegion';
import type { FormContext } from '@/features/inquiries/formContext';
import { ContactFormSkeleton } from './ContactFormSkeleton';
import styles from './ContactSection.module.css';

// The form's code loads with the section, not with the page, so pages stay light until it is needed.
const ContactForm = lazy(() => import('./ContactForm'));

/** The contact form as a card on a page (spec section 2: 'a section or modal'). */
export function ContactSection({ title, context }: { title: string; context?: FormContext }) {
  const headingId = useId();
  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <LateRegion fallback={<ContactFormSkeleton />}>
        <ContactForm context={context} />
      </LateRegion>
    </section>
  );
}
