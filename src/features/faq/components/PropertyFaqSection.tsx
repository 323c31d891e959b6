import { useId } from 'react';
import { LoadError } from '@/components/LoadError';
import { usePropertyFaqs } from '../api/getPropertyFaqs';
import { FaqList } from './FaqList';
import styles from './PropertyFaqSection.module.css';

/**
 * A property's 'Frequently Asked Questions' (spec section 2), a card for the community and floor plan pages. It
 * renders nothing while loading or when there are none, so a property without FAQs shows no empty section.
 */
export function PropertyFaqSection({ propertyId }: { propertyId: number }) {
  const headingId = useId();
  const faqs = usePropertyFaqs(propertyId);
  if (faqs.isPending || (faqs.isSuccess && faqs.data.length === 0)) return null;
  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Frequently Asked Questions</h2>
      {faqs.isError ? (
        <LoadError what="the questions" onRetry={() => void faqs.refetch()} />
      ) : (
        <FaqList faqs={faqs.data} />
      )}
    </section>
  );
}
