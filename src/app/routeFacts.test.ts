import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { compareUrl } from '@/features/compare/compareIds';
import { FILTER_PARAMS } from '@/features/floorplans/filterQuery';
import { toShortTermParams } from '@/features/short-term/query';
import { isPrivatePage, PAGE_ROUTES, pageAddress, pageRouteOf, pagePath, type PageName } from '@/shared/routeFacts';
import { createRoutes } from './routes';

/** A path of each route: every parameter 'k3y', the not-found page a path nothing else matches, a page of the workspace. */
const samplePath = (name: PageName) =>
  name === 'notFound' ? '/no/such/page' : name === 'staff' ? '/staff/leads/k3y' : pagePath(PAGE_ROUTES[name], { floorplanId: 'k3y', propertyId: 'k3y', uniqueId: 'k3y', key: 'k3y' });

/** The pattern of the deepest route the browser's router matches for `path`, written as the table writes it. */
function routerPattern(path: string): string | undefined {
  const deepest = matchRoutes(createRoutes(), path)?.at(-1)?.route as RouteObject | undefined;
  return deepest?.index ? '/' : deepest?.path === '*' ? '*' : deepest?.path && `/${deepest.path}`;
}

describe('issue 21 render seam: the route table both halves read', () => {
  it.each(Object.keys(PAGE_ROUTES) as PageName[])('the server matches a path of %s to the route the browser shows', (name) => {
    expect(pageRouteOf(samplePath(name))).toBe(name);
    expect(routerPattern(samplePath(name))).toBe(PAGE_ROUTES[name].path);
  });

  it('/sublets/new is the public form; any other key is the private listing', () => {
    expect(pageRouteOf('/sublets/new')).toBe('newSublet');
    expect(pageRouteOf('/sublets/new/')).toBe('newSublet');
    expect(pageRouteOf('/sublets/abc')).toBe('subletByKey');
    expect(pageRouteOf('/sublets/a/b')).toBe('notFound');
  });

  it('issue 22 every address under /staff is the workspace: private, never in the sitemap; nothing else is', () => {
    for (const path of ['/staff', '/staff/', '/staff/leads/12', '/staff/invitation', '/staff/sign-in?next=%2Fstaff']) {
      expect(pageRouteOf(path.split('?')[0])).toBe('staff');
      expect(isPrivatePage(path)).toBe(true);
    }
    expect(PAGE_ROUTES.staff.sitemap).toBe(false);
    for (const path of ['/staffing', '/', '/sublets', '/team']) expect(isPrivatePage(path)).toBe(false);
  });

  it("issue 24 a tour's link is private: never rendered, kept, indexed or listed", () => {
    expect(pageRouteOf('/tours/Zx9-key_1')).toBe('tourByKey');
    expect(isPrivatePage('/tours/Zx9-key_1')).toBe(true);
    expect(PAGE_ROUTES.tourByKey.sitemap).toBe(false);
    expect(pageRouteOf('/tours')).toBe('notFound');
  });

  it("issue 25 an alert's links are private: never rendered, kept, indexed or listed", () => {
    for (const [path, name] of [['/alerts/confirm/Zx9-key_1', 'alertConfirm'], ['/alerts/manage/Zx9-key_1', 'alertManage'], ['/alerts/unsubscribe/Zx9-key_1', 'alertUnsubscribe'], ['/alerts/stop-all/Zx9-key_1', 'alertStopAll']] as const) {
      expect(pageRouteOf(path)).toBe(name);
      expect(isPrivatePage(path)).toBe(true);
      expect(PAGE_ROUTES[name].sitemap).toBe(false);
    }
    expect(pageRouteOf('/alerts')).toBe('notFound');
  });

  it('every query parameter the pages read is a fact of their route; anything else leaves the address', () => {
    for (const name of Object.values(FILTER_PARAMS)) {
      expect(PAGE_ROUTES.home.reads).toContain(name);
      expect(PAGE_ROUTES.community.reads).toContain(name);
    }
    const shortTerm = toShortTermParams({ sort: 'priceDesc', bedrooms: [1], styles: ['STUDIO'] });
    for (const name of shortTerm.keys()) expect(PAGE_ROUTES.shortTerm.reads).toContain(name);
    for (const name of new URL(compareUrl([1, 2]), 'http://x').searchParams.keys()) expect(PAGE_ROUTES.compare.reads).toContain(name);

    expect(pageAddress('/?utm_source=mail&bedroom=2&sort=priceAsc#search')).toBe('/?bedroom=2&sort=priceAsc');
    expect(pageAddress('/?sort=priceAsc&bedroom=2')).toBe('/?bedroom=2&sort=priceAsc');
    expect(pageAddress('/floorplans/3?bedroom=2&utm_source=x')).toBe('/floorplans/3');
    expect(pageAddress('/short-term?bed=2&bed=1&gclid=z')).toBe('/short-term?bed=2&bed=1');
  });
});
