import type { Testimonial } from '../types';
import styles from './TestimonialList.module.css';

/** Residents' words, each as a quote with its tenant. */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className={styles.list}>
      {testimonials.map((item, index) => (
        <li key={`${item.tenant}-${index}`}>
          <figure className={styles.quote}>
            <blockquote>{item.testimonial}</blockquote>
            <figcaption>{item.tenant}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
