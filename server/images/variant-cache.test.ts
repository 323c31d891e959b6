import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VariantCache } from './variant-cache';

let directory: string;
beforeEach(async () => {
  directory = path.join(await mkdtemp(path.join(tmpdir(), 'variants-')), 'cache', 'images');
});
afterEach(() => rm(path.dirname(path.dirname(directory)), { recursive: true, force: true }));

/** A render that counts its calls and finishes when told, like a slow sharp conversion. */
function countedRender(bytes: string) {
  let finish: () => void = () => {};
  const render = { calls: 0, finish: () => finish(), run: async () => {
    render.calls += 1;
    await new Promise<void>((resolve) => (finish = resolve));
    return Buffer.from(bytes);
  } };
  return render;
}

describe('issue 8 image variants: computed once', () => {
  it('requests for a variant being rendered share the one render', async () => {
    const cache = new VariantCache(directory);
    const render = countedRender('webp bytes');
    const first = cache.get('abc', 640, render.run);
    const second = cache.get('abc', 640, render.run);
    await new Promise((resolve) => setTimeout(resolve, 10));
    render.finish();
    expect((await Promise.all([first, second])).map(String)).toEqual(['webp bytes', 'webp bytes']);
    expect(render.calls).toBe(1);
  });

  it('keeps the rendered file on disk, so later requests and a restarted server never render it again', async () => {
    const render = countedRender('webp bytes');
    const rendering = new VariantCache(directory).get('abc', 640, render.run);
    await new Promise((resolve) => setTimeout(resolve, 10));
    render.finish();
    await rendering;
    expect(await readdir(directory)).toEqual(['abc-640.webp']);

    const afterRestart = countedRender('never');
    expect(String(await new VariantCache(directory).get('abc', 640, afterRestart.run))).toBe('webp bytes');
    expect(afterRestart.calls).toBe(0);
  });

  it('renders each width of a source separately', async () => {
    const cache = new VariantCache(directory);
    await Promise.all([320, 960].map((width) => cache.get('abc', width, async () => Buffer.from(`w${width}`))));
    expect((await readdir(directory)).sort()).toEqual(['abc-320.webp', 'abc-960.webp']);
  });
});
