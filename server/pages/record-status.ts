import { isNoLongerOffered } from '@/features/floorplans/catalog';
import type { Floorplan } from '@/features/floorplans/types';
import type { ReadApi } from '@/shared/renderSeam';
import { PAGE_ROUTES, pageRouteOf, type PageName } from '@/shared/routeFacts';

export type PageStatus = 200 | 404 | 410;

/** A page that shows one catalog record: the read of its record (the page's own), and whether the record is gone for good. */
interface RecordPage {
  read: (id: string) => string;
  gone?: (record: unknown) => boolean;
}

const RECORD_PAGES: Partial<Record<PageName, RecordPage>> = {
  floorplan: { read: (id) => `/api/data/floorplans/${id}?projection=withId`, gone: (plan) => isNoLongerOffered(plan as Floorplan) },
  community: { read: (id) => `/api/data/properties/${id}?projection=details` },
};

/**
 * The status of the page at `pathname`, decided before and apart from its render (issue 27): a page the browser
 * renders (no renderer, a render past its deadline, a client past its read limit) answers as a rendered one would.
 * A record page asks the catalog through `read` (this app's own reads, so its read cache, spending no client's
 * budget): a record the API does not have, or an id it refuses (`/communities/abc`), is 404; a plan no longer
 * offered is 410 Gone, so a crawler drops it while a visitor reads what replaced it. Any other answer (a database
 * that failed) leaves the route's own status: the browser shows that state with its retry.
 */
export async function pageStatus(read: ReadApi, pathname: string): Promise<PageStatus> {
  const route = pageRouteOf(pathname);
  const record = RECORD_PAGES[route];
  if (!record) return PAGE_ROUTES[route].status;
  // The record's id is the route's one parameter, the path's last segment, still encoded as the visitor sent it.
  const id = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const answer = await read(record.read(id));
  if (answer.status === 404 || answer.status === 400) return 404;
  if (answer.status === 200 && record.gone?.(JSON.parse(answer.body))) return 410;
  return PAGE_ROUTES[route].status;
}
