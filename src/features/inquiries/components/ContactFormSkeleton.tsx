import { Skeleton } from '@/components/Skeleton';
import styles from './ContactForm.module.css';

/** Holds the contact form's place while its code loads (spec section 2), shaped like step 1. */
export function ContactFormSkeleton() {
  return (
    <div className={styles.form} role="status" aria-label="Loading the contact form">
      <Skeleton width="12rem" height="1.25rem" />
      {['Name', 'Email', 'Phone'].map((field) => (
        <div key={field} className="field">
          <Skeleton width="5rem" height="1rem" />
          <Skeleton height="2.75rem" />
        </div>
      ))}
      <div className="field">
        <Skeleton width="6rem" height="1rem" />
        <Skeleton height="6rem" />
      </div>
      <Skeleton width="7rem" height="2.75rem" />
    </div>
  );
}
