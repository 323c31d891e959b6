import { Skeleton } from '@/components/Skeleton';
import type { Faq } from '../types';
import styles from './FaqList.module.css';

/**
 * Questions and answers, in the order given (the fetchers sort by sortOrder). Answers are plain text. Keyed by
 * position: the floor plan page lists the plan's and its property's FAQs together, whose ids come from two tables.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <dl className={styles.list}>
      {faqs.map((faq, index) => (
        <div key={`${index}-${faq.id}`} className={styles.item}>
          <dt className={styles.question}>{faq.question}</dt>
          <dd className={styles.answer}>{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The shape of a few questions while they load. */
export function FaqListSkeleton() {
  return (
    <div className={styles.list} role="status" aria-label="Loading questions">
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.item}>
          <Skeleton width="60%" height="1.1rem" />
          <Skeleton width="90%" />
        </div>
      ))}
    </div>
  );
}
