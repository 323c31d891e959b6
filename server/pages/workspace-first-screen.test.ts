import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_DATA_BLOCKS } from '@/shared/renderSeam';
import { insertLead } from '../db/queries/leads';
import { contactLead } from '../test/leads';
import { cspHash } from '../security/csp-hash';
import { startTestApi, type TestApi } from '../test/api';
import { buildSite } from '../test/built-site';
import { signedInStaff, type SignedInTestStaff } from '../test/staff';

/**
 * Issue 22 (docs/decisions/029): the inbox's first screen is rendered by the server for the member whose session the
 * request carries, on a real build, into an answer nobody else gets and nothing keeps.
 */
let built: ReturnType<typeof buildSite>;
let api: TestApi;
let clock = new Date('2026-11-28T15:00:00Z');
let avery: SignedInTestStaff;
let blake: SignedInTestStaff;
beforeAll(async () => {
  built = buildSite();
  // Rendered public pages are kept (as in production), so the test can see that no workspace page ever is.
  api = await startTestApi({ distDir: built.distDir, catalogCacheMs: 60_000, now: () => clock });
  avery = await signedInStaff(api, 'admin', 'Avery Admin');
  blake = await signedInStaff(api, 'leasing', 'Blake Agent');
  for (const [name, status] of [['Robin Renter', 'new'], ['Casey Contacted', 'contacted']] as const) {
    const id = await insertLead(api.db, contactLead({ name, email: `${name.split(' ')[0].toLowerCase()}@example.org`, createdAt: new Date('2026-11-20T15:00:00Z') }));
    if (status !== 'new') await api.db.query('UPDATE leads SET status = $2 WHERE id = $1', [id, status]);
  }
}, 120_000);
afterAll(async () => {
  await api?.close();
  built?.remove();
});


const page = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });
const rendered = (html: string) => /<div id="root"><[a-z]/.test(html);
const PHONE = { 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' };
const DESKTOP = { 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** A rendered page with the instants its queries were fetched and packed at (React Query's, of the real clock) left out. */
const withoutFetchTimes = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
/** The inbox's cards: a list named by the table's caption. */
const cardList = (html: string) => /<ul[^>]*aria-label="Leads"[^>]*>\s*<li/.test(html);
const dataBlock = (html: string) => new RegExp(`<script type="application/json" id="${RENDER_DATA_BLOCKS.queries}">`).test(html);

describe('issue 22 workspace first paint: the inbox rendered for its member', () => {
  it('issue 22 workspace first paint: a signed-in member gets the inbox with their name and leads, never to be kept or shared', async () => {
    const answer = await page('/staff/leads', avery.headers);
    expect(answer.statusCode).toBe(200);
    expect(rendered(answer.body)).toBe(true);
    expect(answer.body.includes('Avery Admin')).toBe(true);
    expect(answer.body.includes('Robin Renter')).toBe(true);
    expect(answer.body.includes('Casey Contacted')).toBe(true);
    expect(/<title>[^<]*Leads<\/title>/.test(answer.body)).toBe(true);
    // The data it was rendered with, for the browser's first render (no request for it again).
    expect(dataBlock(answer.body)).toBe(true);
    expect(answer.headers['cache-control']).toBe('no-store, private');
    expect(String(answer.headers.vary)).toMatch(/\bCookie\b/);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    // Nothing a share preview or a crawler reads: the page is nobody's to share.
    expect(answer.body.includes('og:title')).toBe(false);
    expect(answer.body.includes('rel="canonical"')).toBe(false);
  });

  it('issue 22 workspace first paint: the inbox is the one the address asks for (its filters, read as the API reads them)', async () => {
    const contacted = await page('/staff/leads?status=contacted', blake.headers);
    expect(rendered(contacted.body)).toBe(true);
    expect(contacted.body.includes('Casey Contacted')).toBe(true);
    expect(contacted.body.includes('Robin Renter')).toBe(false);
    // Filters the API refuses: the browser renders the page and shows the API's message itself.
    const backwards = await page('/staff/leads?from=2026-11-20&to=2026-11-01', blake.headers);
    expect(backwards.statusCode).toBe(200);
    expect(rendered(backwards.body)).toBe(false);
    expect(backwards.body.includes('Blake Agent')).toBe(false);
  });

  it('issue 22 workspace first paint: two members asking at once each get their own name, never the other\'s', async () => {
    const askers = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? { member: avery, own: 'Avery Admin', other: 'Blake Agent' } : { member: blake, own: 'Blake Agent', other: 'Avery Admin' }));
    const answers = await Promise.all(askers.map(async ({ member, own, other }) => ({ answer: await page('/staff/leads', member.headers), own, other })));
    for (const { answer, own, other } of answers) {
      expect(rendered(answer.body)).toBe(true);
      expect(answer.body.includes(own)).toBe(true);
      expect(answer.body.includes(other)).toBe(false);
    }
  });

  it('issue 22 workspace first paint: without a live session the page is the plain one the browser renders (its sign-in)', async () => {
    const plain = (await page('/staff/leads')).body;
    expect(rendered(plain)).toBe(false);
    const forged = await page('/staff/leads', { cookie: '__Host-staff-session=forged-session-id' });
    const stolenXsrfOnly = await page('/staff/leads', { cookie: avery.headers.cookie.split('; ')[1] });
    for (const answer of [forged, stolenXsrfOnly]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body === plain).toBe(true);
      expect(answer.headers['cache-control']).toBe('no-store, private');
      expect(String(answer.headers.vary)).toMatch(/\bCookie\b/);
    }
  });

  it('issue 22 workspace first paint: a session gone idle gets nothing, and the page does not bring it back', async () => {
    const idle = await signedInStaff(api, 'leasing', 'Idle Agent');
    const signedInAt = clock;
    clock = new Date(signedInAt.getTime() + 31 * 60_000);
    try {
      const answer = await page('/staff/leads', idle.headers);
      expect(rendered(answer.body)).toBe(false);
      expect(answer.body.includes('Idle Agent')).toBe(false);
      expect((await page('/api/staff/me', idle.headers)).statusCode).toBe(401);
    } finally {
      clock = signedInAt;
    }
  });

  it('issue 22 workspace first paint: a disabled member\'s session gets nothing', async () => {
    const gone = await signedInStaff(api, 'leasing', 'Gone Agent');
    expect((await page('/staff/leads', gone.headers)).body.includes('Gone Agent')).toBe(true);
    await api.db.query('UPDATE staff_members SET disabled_at = $2 WHERE id = $1', [gone.member.id, clock]);
    const answer = await page('/staff/leads', gone.headers);
    expect(rendered(answer.body)).toBe(false);
    expect(answer.body.includes('Gone Agent')).toBe(false);
    expect(answer.body.includes('Robin Renter')).toBe(false);
  });

  it('issue 22 workspace first paint: no workspace page is ever in the page cache, which still keeps the public pages', async () => {
    await page('/staff/leads', avery.headers);
    await page('/staff/leads?status=new', blake.headers);
    await page('/');
    const kept = api.app.renderedPageAddresses();
    expect(kept.some((address) => new URL(address).pathname === '/')).toBe(true);
    expect(kept.filter((address) => new URL(address).pathname.startsWith('/staff'))).toEqual([]);
    // Asked again without the cookie, nothing of the member's page comes back.
    expect((await page('/staff/leads')).body.includes('Avery Admin')).toBe(false);
  });

  it('issue 22 workspace first paint: /staff sends a signed-in member straight to the inbox; anyone else gets the plain page', async () => {
    const member = await page('/staff', avery.headers);
    expect(member.statusCode).toBe(302);
    expect(member.headers.location).toBe('/staff/leads');
    expect(member.headers['cache-control']).toBe('no-store, private');
    const visitor = await page('/staff');
    expect(visitor.statusCode).toBe(200);
    expect(rendered(visitor.body)).toBe(false);
  });

  it('issue 22 workspace first paint: the other workspace pages and the sign-in pages are left to the browser', async () => {
    for (const url of ['/staff/sublets', '/staff/funnel', '/staff/account', '/staff/sign-in']) {
      const answer = await page(url, avery.headers);
      expect(answer.statusCode).toBe(200);
      expect(rendered(answer.body)).toBe(false);
      expect(answer.body.includes('Avery Admin')).toBe(false);
    }
  });

  it('issue 22 phone first paint: a member on a phone gets the inbox as cards; on a computer, as the table', async () => {
    const phone = await page('/staff/leads', { ...avery.headers, ...PHONE });
    expect(rendered(phone.body)).toBe(true);
    expect(cardList(phone.body)).toBe(true);
    expect(phone.body.includes('<table')).toBe(false);
    expect(phone.body.includes('Robin Renter')).toBe(true);
    // The browser hydrates with the same layout (src/app/hydration.ts).
    expect(phone.body.includes(`<script type="application/json" id="${RENDER_DATA_BLOCKS.screen}">"narrow"</script>`)).toBe(true);
    // Safari and Firefox send no hint: their User-Agent says it.
    expect(cardList((await page('/staff/leads', { ...blake.headers, 'user-agent': IPHONE })).body)).toBe(true);

    const desktop = await page('/staff/leads', { ...avery.headers, ...DESKTOP });
    expect(rendered(desktop.body)).toBe(true);
    expect(cardList(desktop.body)).toBe(false);
    expect(/<table[^>]*>\s*<caption[^>]*>Leads<\/caption>/.test(desktop.body)).toBe(true);
    expect(desktop.body.includes('Robin Renter')).toBe(true);
    // Both are one member's answer, never kept: the headers they were laid out by are named beside the cookie.
    for (const answer of [phone, desktop]) {
      expect(answer.headers['cache-control']).toBe('no-store, private');
      for (const header of ['Cookie', 'Sec-CH-UA-Mobile', 'User-Agent']) expect(String(answer.headers.vary).split(', ')).toContain(header);
    }
  });

  it('issue 22 phone first paint: a public page is the same for a phone and a computer, signed in or not (the page cache keeps one for all)', async () => {
    const renders = api.app.pageRenderCounts.started;
    const startedAt = clock;
    try {
      // Each asked past the page cache's 60 s, so each is a render of its own, not the other's kept copy.
      clock = new Date(startedAt.getTime() + 2 * 60_000);
      const phone = await page('/', { ...avery.headers, ...PHONE });
      clock = new Date(startedAt.getTime() + 4 * 60_000);
      const desktop = await page('/', DESKTOP);
      expect(api.app.pageRenderCounts.started).toBe(renders + 2);
      expect(rendered(phone.body)).toBe(true);
      expect(phone.body.includes(RENDER_DATA_BLOCKS.screen)).toBe(false);
      expect(withoutFetchTimes(phone.body) === withoutFetchTimes(desktop.body)).toBe(true);
      expect(String(phone.headers.vary ?? '')).not.toMatch(/Sec-CH-UA-Mobile|User-Agent/);
    } finally {
      clock = startedAt;
    }
  });

  it('issue 22 workspace first paint: the rendered page passes the workspace\'s Content-Security-Policy: no inline script runs, its one style is allowed by its hash', async () => {
    const answer = await page('/staff/leads', avery.headers);
    const policy = String(answer.headers['content-security-policy']);
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self'");
    const inlineScripts = [...answer.body.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes).filter((attributes) => !/\bsrc=/.test(attributes));
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toMatch(/type="application\/json"/);
    const styles = [...answer.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    expect(styles).toHaveLength(1);
    expect(directive('style-src').split(' ')).toContain(cspHash(styles[0]));
  });
});
