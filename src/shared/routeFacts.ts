/**
 * The site's routes (spec section 2) as data: what the browser's router (src/app/routes.tsx, which gives each its
 * page) and the local API (which renders, caches and lists pages) both need to know. A route added here is known to
 * both; routes.tsx cannot add one that is not here.
 */
export interface PageRouteFacts {
  /**
   * The router's pattern: `:name` is one path segment; `*` alone any path no other route matches, and at the end
   * (`/staff/*`) the prefix itself and anything under it (the page routes inside itself).
   */
  readonly path: string;
  /**
   * A private page opens someone's data by a secret key in its URL (spec section 5): never rendered by the server,
   * stored by a browser or proxy, indexed, referred or listed.
   */
  readonly private: boolean;
  /** Made of catalog data only, so a render can be kept as long as the catalog reads it was made from. */
  readonly catalog: boolean;
  /**
   * Listed in sitemap.xml: a page without parameters as itself; a page with one, once per catalog entry the site
   * lists (the sitemap works those out).
   */
  readonly sitemap: boolean;
  /** The query parameters the page reads; any other (a campaign tag, a cache buster) changes nothing in it. */
  readonly reads: readonly string[];
  /**
   * The HTTP status the server answers the page with: 404 for the not-found view, so a crawler does not index an
   * unknown path as a page (a soft 404, issue 26).
   */
  readonly status: 200 | 404;
}

/** The home search's filters and sort (features/floorplans/filterQuery.ts), on the home and community pages. */
const LISTING_SEARCH = ['bedroom', 'availability', 'style', 'minRent', 'maxRent', 'sort', 'floorplans'];

export const PAGE_ROUTES = {
  home: { path: '/', private: false, catalog: true, sitemap: true, reads: LISTING_SEARCH, status: 200 },
  floorplan: { path: '/floorplans/:floorplanId', private: false, catalog: true, sitemap: true, reads: [], status: 200 },
  sublets: { path: '/sublets', private: false, catalog: false, sitemap: true, reads: [], status: 200 },
  newSublet: { path: '/sublets/new', private: false, catalog: true, sitemap: true, reads: [], status: 200 },
  // The poster's own listing, opened by its asset key; `?confirm=` confirms it (features/sublets).
  subletByKey: { path: '/sublets/:uniqueId', private: true, catalog: false, sitemap: false, reads: ['confirm'], status: 200 },
  // Issue 24: a booked tour, opened by the private link of its mails: shows it, and its buttons cancel or move it.
  tourByKey: { path: '/tours/:key', private: true, catalog: false, sitemap: false, reads: [], status: 200 },
  // Issue 25: the links of alert mails. Each page shows a button; only the button acts (a POST), never the link itself.
  alertConfirm: { path: '/alerts/confirm/:key', private: true, catalog: false, sitemap: false, reads: [], status: 200 },
  alertManage: { path: '/alerts/manage/:key', private: true, catalog: false, sitemap: false, reads: [], status: 200 },
  alertUnsubscribe: { path: '/alerts/unsubscribe/:key', private: true, catalog: false, sitemap: false, reads: [], status: 200 },
  alertStopAll: { path: '/alerts/stop-all/:key', private: true, catalog: false, sitemap: false, reads: [], status: 200 },
  shortTerm: { path: '/short-term', private: false, catalog: true, sitemap: true, reads: ['sort', 'bed', 'type'], status: 200 },
  community: { path: '/communities/:propertyId', private: false, catalog: true, sitemap: true, reads: LISTING_SEARCH, status: 200 },
  residents: { path: '/residents', private: false, catalog: true, sitemap: true, reads: [], status: 200 },
  team: { path: '/team', private: false, catalog: true, sitemap: true, reads: [], status: 200 },
  accessibility: { path: '/accessibility', private: false, catalog: true, sitemap: true, reads: [], status: 200 },
  // Both read what this browser saved (its shortlist), so a search engine would see an empty page.
  shortlist: { path: '/shortlist', private: false, catalog: true, sitemap: false, reads: [], status: 200 },
  compare: { path: '/compare', private: false, catalog: true, sitemap: false, reads: ['ids'], status: 200 },
  // Issue 22: the leasing office's workspace, one app with routes of its own (src/pages/staff/StaffApp). Private: it
  // shows the office's and the renters' data, so it is never stored, indexed or referred, nor rendered into anything
  // a cache keeps: only its inbox is rendered, for the member whose session cookie asks, into a no-store answer
  // (docs/decisions/029).
  staff: { path: '/staff/*', private: true, catalog: false, sitemap: false, reads: [], status: 200 },
  notFound: { path: '*', private: false, catalog: false, sitemap: false, reads: [], status: 404 },
} as const satisfies Record<string, PageRouteFacts>;

export type PageName = keyof typeof PAGE_ROUTES;
export type PageRoute = (typeof PAGE_ROUTES)[PageName];

const segments = (path: string) => path.split('/').filter(Boolean);

/** How specific a pattern is, as the router ranks them: fixed segments before parameters, the splat last. */
function rank(pattern: string): number {
  if (pattern === '*') return -1;
  return segments(pattern).reduce((score, segment) => score + (segment === '*' ? 0 : segment.startsWith(':') ? 2 : 10), 0);
}

const BY_RANK = (Object.keys(PAGE_ROUTES) as PageName[]).sort((a, b) => rank(PAGE_ROUTES[b].path) - rank(PAGE_ROUTES[a].path));

function matches(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const want = segments(pattern);
  const have = segments(pathname);
  const splat = want.at(-1) === '*';
  const fixed = splat ? want.slice(0, -1) : want;
  const fits = splat ? have.length >= fixed.length : have.length === fixed.length;
  return fits && fixed.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

/** The route the router shows for `pathname` (no query string): the not-found page when no other matches. */
export function pageRouteOf(pathname: string): PageName {
  return BY_RANK.find((name) => matches(PAGE_ROUTES[name].path, pathname))!;
}

/**
 * Whether the site answers `pathname` with a page. The API, built files (`/assets/...`) and anything named like a
 * file (`.js`, `.png`) are not pages: answering those with the app and 200 would make a browser run a page as a
 * script, and a missing chunk after a deploy look like success (issue 15).
 */
export function isPagePath(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return false;
  return !/\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/')));
}

/** The path without its query string or fragment. */
export const pathnameOf = (url: string) => url.split(/[?#]/)[0];

/** A private page (`/sublets/{key}`, the workspace under `/staff`): see `PageRouteFacts.private`. Takes a path with or without its query. */
export function isPrivatePage(url: string): boolean {
  const pathname = pathnameOf(url);
  return isPagePath(pathname) && PAGE_ROUTES[pageRouteOf(pathname)].private;
}

/**
 * The page's path and the query parameters it reads, in a stable order (values of one name keep theirs): two URLs
 * that differ only in what the page ignores give the same address, so one render answers both.
 */
export function pageAddress(url: string): string {
  const pathname = pathnameOf(url);
  const query = url.split('#')[0].slice(pathname.length + 1);
  const reads: readonly string[] = PAGE_ROUTES[pageRouteOf(pathname)].reads;
  const kept = [...new URLSearchParams(query)].filter(([name]) => reads.includes(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length > 0 ? `${pathname}?${new URLSearchParams(kept).toString()}` : pathname;
}

/** The path of a page of `route` with its parameters filled in (each encoded as one path segment). */
export function pagePath(route: PageRoute, params: Record<string, string | number> = {}): string {
  return `/${segments(route.path)
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(String(params[segment.slice(1)])) : segment))
    .join('/')}`;
}

/** The poster's private link to their listing (spec section 5). */
export const privateSubletPath = (assetKey: string) => pagePath(PAGE_ROUTES.subletByKey, { uniqueId: assetKey });
