import { describe, expect, it } from 'vitest';
import { PageCache, type RenderedMarkup } from './page-cache';

function counter(result: RenderedMarkup | null = { html: '<html>' }) {
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
    await Promise.all([cache.page('a/floorplans/1', true, render), cache.page('a/floorplans/1', true, render)]);
    now = 9_999;
    await cache.page('a/floorplans/1', true, render);
    expect(calls.count).toBe(1);
    now = 10_000;
    await cache.page('a/floorplans/1', true, render);
    expect(calls.count).toBe(2);
  });

  it('never keeps a page that is not made of catalog data, a page left to the browser, or anything when the cache is off', async () => {
    const sublets = counter();
    const cache = new PageCache(10_000, () => 0);
    await cache.page('a/sublets', false, sublets.render);
    await cache.page('a/sublets', false, sublets.render);
    expect(sublets.calls.count).toBe(2);

    const failed = counter(null);
    await cache.page('a/floorplans/9', true, failed.render);
    await cache.page('a/floorplans/9', true, failed.render);
    expect(failed.calls.count).toBe(2);

    const off = counter();
    const noCache = new PageCache(0, () => 0);
    await noCache.page('a/', true, off.render);
    await noCache.page('a/', true, off.render);
    expect(off.calls.count).toBe(2);
  });

  it('issue 21 when full, makes room with the page used longest ago: a stream of new pages does not push out a busy one', async () => {
    const cache = new PageCache(10_000, () => 0, { maxEntries: 3 });
    const busy = counter();
    await cache.page('a/', true, busy.render);
    for (let n = 1; n <= 10; n += 1) {
      await cache.page(`a/floorplans/${n}`, true, counter().render);
      await cache.page('a/', true, busy.render);
    }
    expect(busy.calls.count).toBe(1);
  });
});

describe('issue 28 the page cache in bytes', () => {
  it('keeps at most maxBytes of markup: the pages used longest ago make room, the busy one stays', async () => {
    const cache = new PageCache(10_000, () => 0, { maxBytes: 3_000 });
    const page = counter({ html: 'x'.repeat(1_000) });
    const busy = counter({ html: 'x'.repeat(1_000) });
    await cache.page('a/', true, busy.render);
    for (let n = 1; n <= 10; n += 1) {
      await cache.page(`a/?minRent=${n}`, true, page.render);
      await cache.page('a/', true, busy.render);
    }
    expect(busy.calls.count).toBe(1);
    expect(cache.addresses()).toEqual(['a/?minRent=9', 'a/?minRent=10', 'a/']);
    await cache.page('a/?minRent=1', true, page.render);
    expect(page.calls.count).toBe(11);
  });

  it('issue 23: after the catalog changed (clear), it keeps as many pages as before: the forgotten pages weigh nothing', async () => {
    const cache = new PageCache(10_000, () => 0, { maxBytes: 3_000 });
    const page = counter({ html: 'x'.repeat(1_000) });
    for (let round = 0; round < 3; round += 1) {
      for (let n = 1; n <= 3; n += 1) await cache.page(`a/?minRent=${n}`, true, page.render);
      cache.clear();
    }
    for (let n = 1; n <= 3; n += 1) await cache.page(`a/?minRent=${n}`, true, page.render);
    expect(cache.addresses()).toEqual(['a/?minRent=1', 'a/?minRent=2', 'a/?minRent=3']);
  });
});
