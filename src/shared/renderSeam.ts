/**
 * The seam between the server's renderer of first paints (src/entry-server.tsx, issue 13, decision 014) and the local
 * API that loads and calls it (server/pages/page-render.ts): both are typed by what is declared here.
 */

/** The ids of the JSON blocks a rendered page carries after #root (JSON, not script: the CSP allows no inline scripts). */
export const RENDER_DATA_BLOCKS = {
  /** React Query's dehydrated cache: every query the page rendered with. */
  queries: 'query-state',
  /** React Router's hydration data. */
  router: 'router-state',
  /** The screen a member's workspace page was rendered for (`ScreenGuess`); public pages have none. */
  screen: 'screen-guess',
} as const;

/**
 * The id of the <template> in which a rendered page holds the app's script tags (inert there) until its first screen
 * is shown: the page's first script then adds them (src/lib/firstScreen/startAppAfterFirstScreen.ts).
 */
export const APP_CODE_TEMPLATE_ID = 'app-code';

/**
 * The screen the server guessed from a member's request (docs/decisions/031): the workspace's first render, and its
 * hydration, show the layout of that screen.
 */
export type ScreenGuess = 'narrow' | 'wide';

/**
 * What a page says about itself for the head of the served HTML: the server
 * collects it while it renders the page with the same components as the browser, which set the same things on
 * `document` in effects.
 */
export interface PageHead {
  title?: string;
  description?: string;
  /** The share preview's title when it should say more than the tab's title (a floor plan's name and price). */
  shareTitle?: string;
  /** The share preview's text when it says more than the meta description (a floor plan's price). */
  shareText?: string;
  /** The share preview's picture, and the largest image of the first screen, which the head preloads. */
  image?: string;
  /** schema.org blocks, as JSON. */
  jsonLd: string[];
}

/** A GET of the JSON API answered by the server itself (not over the network), so pages read through its cache. */
export type ReadApi = (pathAndQuery: string) => Promise<{ status: number; body: string; headers: Record<string, unknown> }>;

/** One member's own page (docs/decisions/029): its reads answered as that member, for the screen their request suggests. */
export interface MemberRender {
  reads: ReadApi;
  screen: ScreenGuess;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The content of the `RENDER_DATA_BLOCKS.queries` block. */
  queries: unknown;
  /** The content of the `RENDER_DATA_BLOCKS.router` block (loaders only start requests, so their data is null). */
  router: unknown;
  /** What the page's components said about it: title, description, share preview, structured data. */
  head: PageHead;
  /** The content of the `RENDER_DATA_BLOCKS.screen` block: a member's page only (public pages are for every screen). */
  screen?: ScreenGuess;
}

/**
 * What `render` answers for a page whose record does not exist (the API answered its read with 404, e.g.
 * /floorplans/99999): the server answers 404, so no crawler indexes it, and the browser shows the 404 view.
 */
export const MISSING_RECORD = 'missing-record';

/** A rendered page, `MISSING_RECORD`, or null: the page is left to the browser. */
export type RenderAnswer = RenderedPage | typeof MISSING_RECORD | null;

/** What the built renderer (dist/.server/entry-server.js) exports. */
export interface PageRendererModule {
  /** How the site's data client reads while rendering; set once, before the first render. */
  useReadApi(read: ReadApi): void;
  /**
   * The page at `url` (origin, path and query); `MISSING_RECORD` when its record does not exist; or null when it
   * should be left to the browser: a redirect, a route error, a query that failed otherwise (the browser shows that
   * state itself, with its retry), or `signal` aborted. `member`, when given, answers this render's reads in place of
   * the one `useReadApi` set, and renders for its screen: a signed-in member's workspace is read as that member
   * (docs/decisions/029) and laid out for their screen (docs/decisions/031).
   */
  render(url: string, signal?: AbortSignal, member?: MemberRender): Promise<RenderAnswer>;
}
