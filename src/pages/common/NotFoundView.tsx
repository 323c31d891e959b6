import { Link } from 'react-router-dom';
import { titles } from './titles';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './StatusView.module.css';

/** Spec section 2: the 404 view, used for unknown paths and for records that cannot be loaded. */
export function NotFoundView() {
  useDocumentTitle(titles.notFound());
  return (
    <section className={`container ${styles.box}`} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Uh-oh, this is a 404</h1>
      <p>We couldn't find that page. It may have moved, or the listing may no longer be available.</p>
      <Link className="btn btn-primary" to="/">
        Browse apartments
      </Link>
    </section>
  );
}
