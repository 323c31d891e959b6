import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

const bodyOf = async (cache: ReadCache, key: string, value: string) => (await cache.json(key, async () => value)).identity.toString();

describe('issue 15 the read cache is bounded by size, least recently used out first', () => {
  it('keeps the entries read most recently and evicts the one read longest ago', async () => {
    const cache = new ReadCache(60_000, () => 0, { maxEntries: 2 });
    await bodyOf(cache, 'a', 'a1');
    await bodyOf(cache, 'b', 'b1');
    expect(await bodyOf(cache, 'a', 'a2')).toBe('"a1"'); // a hit makes a the most recent
    await bodyOf(cache, 'c', 'c1'); // evicts b, not a
    expect(await bodyOf(cache, 'a', 'a3')).toBe('"a1"');
    expect(await bodyOf(cache, 'b', 'b2')).toBe('"b2"');
    expect(cache.size).toBe(2);
  });
});

describe('issue 23 a catalog change clears the read cache', () => {
  it('forgets every answer, one still loading too: an answer read before the change is not kept after it', async () => {
    const cache = new ReadCache(60_000, () => 0);
    await bodyOf(cache, 'a', 'before');
    let finish!: (value: string) => void;
    const loading = cache.json('b', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish('read before the change');
    await loading;
    expect(await bodyOf(cache, 'a', 'after')).toBe('"after"');
    expect(await bodyOf(cache, 'b', 'after')).toBe('"after"');
  });
});
