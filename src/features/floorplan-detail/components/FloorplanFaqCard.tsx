import type { Faq } from '@/features/faq/types';
import { FaqList } from '@/features/faq/components/FaqList';
import styles from './DetailCard.module.css';

/** Spec section 2: the plan's 'Frequently Asked Questions', in sortOrder; nothing when there are none. */
export function FloorplanFaqCard({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="floorplan-faq-title">
      <h2 id="floorplan-faq-title">Frequently Asked Questions</h2>
      <FaqList faqs={faqs} />
    </section>
  );
}
