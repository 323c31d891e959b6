import { scrollToSection } from '@/lib/scrollTo';
import { SEARCH_SECTION_ID } from '../searchSection';
import styles from './Hero.module.css';

/** The home page's opening (spec section 1): the question, the promise, and the way into the search. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <h1 id="hero-title" className={styles.title}>
          Are you moving soon?
        </h1>
        <p className={styles.lead}>
          We showcase apartments &amp; homes for rent in Bloomington, Indiana that are ready for immediate move-in
        </p>
        <a
          className={`btn btn-primary ${styles.cta}`}
          href={`#${SEARCH_SECTION_ID}`}
          onClick={(event) => {
            event.preventDefault();
            scrollToSection(SEARCH_SECTION_ID);
          }}
        >
          START YOUR SEARCH »
        </a>
        <p className={styles.tagline}>Rent the Best in Bloomington</p>
      </div>
    </section>
  );
}
