import fp from 'fastify-plugin';
import type { Database } from '../db/database';

/** The channel the catalog tables' trigger notifies on (migrations/049_catalog_changed_notices.sql). */
export const CATALOG_CHANGED = 'catalog_changed';

export interface CatalogChangesOptions {
  db: Database;
  /**
   * What this process does when the catalog may have changed: forget every catalog answer and rendered page it keeps,
   * and nudge the alert matcher (issue 25).
   */
  changed: () => void;
}

/**
 * A catalog change shows on the next page load of every process (issue 23): each process listens for the catalog
 * tables' notices and forgets its cached answers and pages at once, whoever made the change (a staff edit, another
 * process, SQL typed by an operator); the same notice nudges the alert matcher (issue 25). While the notices cannot be
 * heard (the listening connection was lost) the caches' expiry (CATALOG_CACHE_SECONDS) still bounds how stale a page
 * is, and the matcher's minute run how late a match is; once they are heard again everything is forgotten once, since
 * a notice may have been missed meanwhile.
 */
export const catalogChanges = fp<CatalogChangesOptions>(
  async (app, { db, changed }) => {
    const unlisten = await db.listen(CATALOG_CHANGED, {
      notice: changed,
      lost: (error) => app.log.warn({ err: error }, 'catalog change notices lost: a change may show up to CATALOG_CACHE_SECONDS late, and its alerts a minute late, until they are heard again'),
      back: () => {
        app.log.info('catalog change notices heard again');
        changed();
      },
    });
    // A database already gone (closed under the app) has nobody left to stop listening to: closing goes on.
    app.addHook('onClose', () => unlisten().catch((error: unknown) => app.log.warn({ err: error }, 'catalog change notices: stopping listening failed')));
  },
  { name: 'catalog-changes' },
);
