import { expect, test } from '@playwright/test';
import { skipSpecialPopup } from './specialPopup';
import { watch } from './watchPage';

/** Issue 13: each public page, its heading, and what its served HTML must already hold from its data. */
const PAGES = [
  { path: '/', heading: 'Are you moving soon?', served: 'href="/floorplans/' },
  { path: '/floorplans/1', heading: 'Dunn Studio', served: 'Dunn Studio' },
  { path: '/communities/1', heading: 'The Kirkwood', served: 'href="/floorplans/' },
  { path: '/short-term', heading: 'Flexible-term furnished homes', served: 'href="/floorplans/' },
  { path: '/sublets', heading: 'Sublets', served: 'Sublets' },
  { path: '/sublets/new', heading: 'Post your sublet for free. Listing remains active for 30 days', served: '<form' },
  { path: '/residents', heading: 'Resident FAQ', served: 'aria-expanded' },
  { path: '/team', heading: 'Meet Our Team', served: '<img' },
  { path: '/accessibility', heading: 'Accessibility', served: 'Accessibility' },
];

test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

for (const { path, heading, served: content } of PAGES) {
  test(`issue 13 first paint: ${path} arrives rendered, hydrates without an error and asks for none of its data again`, async ({ page, request }) => {
    const served = await request.get(path);
    expect(served.headers()['content-type']).toMatch(/text\/html/);
    const html = await served.text();
    expect(html).toMatch(/<div id="root">.*<main id="main"/s);
    expect(html).toContain(content);
    // Read without JavaScript, the page does not claim it cannot show itself.
    expect(html).not.toContain('needs JavaScript to show');
    expect(html).toContain('<noscript>Our forms, search filters and photo galleries need JavaScript.');

    const { errors, dataRequests, styleRequests } = watch(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(dataRequests).toEqual([]);
    // Its styles came inside the page (a stylesheet request would hold the first paint one more round trip).
    expect(html).toMatch(/<head>.*<style>.*<\/style>.*<\/head>/s);
    expect(styleRequests).toEqual([]);
  });
}

test('issue 13 spec 1 share a floor plan: the served HTML has its name, price, picture, canonical URL and JSON-LD', async ({ request, baseURL }) => {
  const html = await (await request.get('/floorplans/1')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<title>Dunn Studio');
  expect(head).toMatch(/<meta property="og:description" content="Dunn Studio, from \$\d[\d,]*\/month, [^"]+" \/>/);
  expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/api\/asset\/download\/[^"]+" \/>/);
  expect(head).toContain(`<link rel="canonical" href="${baseURL}/floorplans/1" />`);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json" data-first-paint>(.*?)<\/script>/.exec(head)![1]) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'Apartment', name: 'Dunn Studio', offers: { priceCurrency: 'USD' } });
});

test('issue 13 private pages stay private: a sublet link is served empty, never cached and not indexed', async ({ request }) => {
  const served = await request.get('/sublets/some-private-key');
  expect(served.headers()['cache-control']).toBe('no-store');
  expect(served.headers()['x-robots-tag']).toBe('noindex');
  expect(await served.text()).toContain('<div id="root"></div>');
});

test('issue 13 first paint: pages rendered at the same moment for two host names each carry their own image URLs', async ({ request, baseURL }) => {
  const port = new URL(baseURL!).port;
  const hosts = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  // Plans not rendered yet by other tests, each asked under both names at once: the renders overlap.
  const asks = [5, 6, 7, 8, 9, 10, 11, 12].flatMap((id) => hosts.map((host) => ({ host, url: `${host}/floorplans/${id}` })));
  const pages = await Promise.all(asks.map(async (ask) => ({ ...ask, html: await (await request.get(ask.url)).text() })));
  for (const { host, html } of pages) {
    const root = html.slice(html.indexOf('<div id="root">'));
    const imageHosts = new Set([...root.matchAll(/(https?:\/\/[^/"\s]+)\/api\/asset\/download\//g)].map((match) => match[1]));
    expect([...imageHosts]).toEqual([host]);
  }
});

test('issue 26 an unknown path is a 404 that arrives rendered as the 404 view and hydrates without an error', async ({ page, request }) => {
  const served = await request.get('/no-such-page');
  expect(served.status()).toBe(404);
  expect(await served.text()).toMatch(/<div id="root">.*Uh-oh, this is a 404/s);

  const { errors } = watch(page);
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uh-oh, this is a 404');
  await page.waitForLoadState('networkidle');
  // The browser reports the page's own 404 status; nothing else may go wrong (a hydration mismatch is an error).
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

test('issue 26 a floor plan or community that does not exist answers 404 (no soft 404) and shows the 404 view', async ({ page, request }) => {
  for (const url of ['/floorplans/99999', '/communities/99999']) {
    expect((await request.get(url)).status()).toBe(404);
    const { errors } = watch(page);
    expect((await page.goto(url))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uh-oh, this is a 404');
    await page.waitForLoadState('networkidle');
    // The page's own 404 and the API's answer for the missing record are reported; nothing else may go wrong.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  }
  expect((await request.get('/floorplans/1')).status()).toBe(200);
});
