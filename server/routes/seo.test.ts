import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';
import { createSublet } from '../test/sublets';
import { sitemapXml } from './seo';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ siteUrl: 'https://rentals.example.com' });
});
afterAll(() => api.close());

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('issue 8 robots.txt', () => {
  it('lets every crawler in and points at the sitemap on the configured public origin', async () => {
    const response = await api.app.inject({ url: '/robots.txt', headers: { host: 'rentals.example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nAllow: /\n\nSitemap: https://rentals.example.com/sitemap.xml\n');
  });
});

describe('issue 8 sitemap.xml', () => {
  const sitemap = async () => {
    const response = await api.app.inject({ url: '/sitemap.xml', headers: { host: 'rentals.example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    return locations(response.body);
  };

  it('lists the public pages and the communities the site lists (not the garage, not the short-term property)', async () => {
    const urls = await sitemap();
    for (const page of ['/', '/sublets', '/sublets/new', '/short-term', '/residents', '/team', '/accessibility']) {
      expect(urls).toContain(`https://rentals.example.com${page}`);
    }
    const communities = urls.filter((url) => url.includes('/communities/')).map((url) => url.split('/').pop());
    expect(communities).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('lists every active floor plan and no inactive one', async () => {
    const [active] = await api.db.query<{ id: number }>('SELECT id FROM floorplans WHERE active ORDER BY id LIMIT 1');
    await api.db.query('UPDATE floorplans SET active = false WHERE id = (SELECT max(id) FROM floorplans)');
    const [inactive] = await api.db.query<{ id: number }>('SELECT max(id) AS id FROM floorplans');
    const activeCount = (await api.db.query<{ count: number }>('SELECT count(*) AS count FROM floorplans WHERE active'))[0].count;

    const plans = (await sitemap()).filter((url) => url.includes('/floorplans/'));
    expect(plans).toContain(`https://rentals.example.com/floorplans/${active.id}`);
    expect(plans).not.toContain(`https://rentals.example.com/floorplans/${inactive.id}`);
    expect(plans).toHaveLength(Number(activeCount));
  });

  it('never lists a private sublet link', async () => {
    const sublet = await createSublet(api);
    expect((await sitemap()).some((url) => url.includes(sublet.assetKey!))).toBe(false);
  });

  it('escapes what XML would misread', () => {
    expect(sitemapXml('https://example.com', ['/a?b=1&c=<2>'])).toContain('<loc>https://example.com/a?b=1&amp;c=&lt;2&gt;</loc>');
  });
});
