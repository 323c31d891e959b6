import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@/lib/chunks';
import { NotFoundView } from '@/pages/common/NotFoundView';
import styles from '@/pages/common/StatusView.module.css';

/** What a route shows when it throws: a retry for a chunk that failed to download, else the router fallback. */
export function RouteError() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;

  if (isChunkLoadError(error)) {
    return (
      <section className={`container ${styles.box}`} aria-labelledby="route-error-title">
        <h1 id="route-error-title">This page didn't finish loading</h1>
        <p>Your connection may have dropped, or the site was just updated. Reloading usually fixes it.</p>
        <p className="muted">{error.message}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    );
  }

  return (
    <section className={`container ${styles.box}`} aria-labelledby="route-error-title">
      <h1 id="route-error-title">Unexpected Application Error!</h1>
      <p>Something went wrong on our side while showing this page. Please try again, or start over from the home page.</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="btn btn-secondary" to="/">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
