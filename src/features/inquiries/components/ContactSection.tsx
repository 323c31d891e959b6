import { lazy, useId } from 'react';
import { LateRegion } from '@/components/LateRegion';
import type { FormContext } from '@/features/inquiries/formContext';
import { ContactFormSkeleton } from './ContactFormSkeleton';
import styles from './ContactSection.module.css';

// The form's code loads with the section, not with the page, so pages stay light until it is needed.
const ContactForm = lazy(() => import('./ContactForm'));

/**
 * The contact form as a card on a page (spec section 2: 'a section or modal'). `fill`: as wide as its column, for a
 * page whose other cards are (issue 27: /residents); otherwise a comfortable form width.
 */
export function ContactSection({ title, context, fill = false }: { title: string; context?: FormContext; fill?: boolean }) {
  const headingId = useId();
  return (
    <section className={`card ${styles.section} ${fill ? styles.fill : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <LateRegion fallback={<ContactFormSkeleton />}>
        <ContactForm context={context} />
      </LateRegion>
    </section>
  );
}
