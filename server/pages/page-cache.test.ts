import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

function counter(result: string | null = '<html>') {
  const calls = { count: 0 };
  const render = () => {
    calls.count += 1;
    return Promise.resolve(result);
  };
  return { calls, render };
}

describe('issue 13 rendered pages from the read cache', () => {
  it('renders a catalog page once while it is fresh, sharing one render between concurrent visitors, and again after', async () => {
    let now = 0;
    const cache = new PageCache(10_000, () => now);
    const { calls, render } = counter();
    await Promise.all([cache.page('a/floorplans/1', '/floorplans/1', render), cache.page('a/floorplans/1', '/floorplans/1', render)]);
    now = 9_999;
    await cache.page('a/floorplans/1', '/floorplans/1', render);
    expect(calls.count).toBe(1);
    now = 10_000;
    await cache.page('a/floorplans/1', '/floorplans/1', render);
    expect(calls.count).toBe(2);
  });

  it('never keeps the sublet list, a page left to the browser, or anything when the cache is off', async () => {
    const sublets = counter();
    const cache = new PageCache(10_000, () => 0);
    await cache.page('a/sublets', '/sublets', sublets.render);
    await cache.page('a/sublets', '/sublets', sublets.render);
    expect(sublets.calls.count).toBe(2);

    const failed = counter(null);
    await cache.page('a/floorplans/9', '/floorplans/9', failed.render);
    await cache.page('a/floorplans/9', '/floorplans/9', failed.render);
    expect(failed.calls.count).toBe(2);

    const off = counter();
    const noCache = new PageCache(0, () => 0);
    await noCache.page('a/', '/', off.render);
    await noCache.page('a/', '/', off.render);
    expect(off.calls.count).toBe(2);
  });
});
