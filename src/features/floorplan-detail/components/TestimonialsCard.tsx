import type { Testimonial } from '@/features/floorplans/types';
import { TestimonialList } from '@/features/floorplans/components/TestimonialList';
import styles from './DetailCard.module.css';

/** Spec section 2: what residents of this plan say; nothing when there is nothing said. */
export function TestimonialsCard({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">Testimonials</h2>
      <TestimonialList testimonials={testimonials} />
    </section>
  );
}
