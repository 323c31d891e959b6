import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '@/config';
import type { Property } from '@/features/properties/types';
import { searchFloorplans } from '@/features/properties/searchFloorplans';
import { activeShortTermPlans } from '@/features/short-term/listRules';
import type { ShortTermListItem } from '@/features/short-term/types';
import { unwrapEmbedded, type HalCollection } from '@/lib/hal';
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

  /** The plans the site's lists show, worked out as the site does from the answers its pages read. */
  const plansTheSiteShows = async () => {
    const properties = (await api.app.inject('/api/data/properties/filter')).json<HalCollection<'properties', Property>>();
    const shortTerm = (await api.app.inject(`/api/data/floorplans/search/byPropertyId?projection=short-term&size=1000&id=${company.shortTermPropertyId}`)).json<HalCollection<'floorplans', ShortTermListItem>>();
    const plans = [...searchFloorplans(unwrapEmbedded(properties, 'properties')), ...activeShortTermPlans(unwrapEmbedded(shortTerm, 'floorplans'))];
    return [...new Set(plans.map((plan) => plan.id))].sort((a, b) => a - b).map((id) => `https://rentals.example.com/floorplans/${id}`);
  };

  it('issue 21 lists exactly the floor plans the site shows: the home search and the short-term list, never the garage spaces', async () => {
    const plans = (await sitemap()).filter((url) => url.includes('/floorplans/'));
    expect(plans).toEqual(await plansTheSiteShows());
    // Seeded facts: plans 33 and 34 are parking spaces of Kirkwood Garage, which no list shows; 35 is a short-term plan.
    expect(plans).not.toContain('https://rentals.example.com/floorplans/33');
    expect(plans).not.toContain('https://rentals.example.com/floorplans/34');
    expect(plans).toContain('https://rentals.example.com/floorplans/1');
    expect(plans).toContain('https://rentals.example.com/floorplans/35');
  });

  it('drops a plan once it is no longer active', async () => {
    const before = (await sitemap()).filter((url) => url.includes('/floorplans/'));
    await api.db.query('UPDATE floorplans SET active = false WHERE id = 1');
    const after = (await sitemap()).filter((url) => url.includes('/floorplans/'));
    expect(after).toEqual(before.filter((url) => !url.endsWith('/floorplans/1')));
  });

  it('never lists a private sublet link', async () => {
    const sublet = await createSublet(api);
    expect((await sitemap()).some((url) => url.includes(sublet.assetKey!))).toBe(false);
  });

  it('escapes what XML would misread', () => {
    expect(sitemapXml('https://example.com', ['/a?b=1&c=<2>'])).toContain('<loc>https://example.com/a?b=1&amp;c=&lt;2&gt;</loc>');
  });
});
