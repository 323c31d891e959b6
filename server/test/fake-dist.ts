import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { precompressSite } from '../../scripts/vite/precompress';

/** The hashed script of the miniature site, large enough to be compressed. */
export const FAKE_SCRIPT = { url: '/assets/index-AbC123.js', text: `console.log(${JSON.stringify('x'.repeat(4000))});` };

/**
 * A miniature dist/ with the shape Vite produces: index.html plus hashed files under assets/, precompressed; with
 * `renderer`, the source of a page renderer in .server/ (what a test needs of one, not the real one: server/test/built-site.ts).
 */
export async function fakeDist({ renderer }: { renderer?: string } = {}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rentals-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  if (renderer) {
    mkdirSync(path.join(dir, '.server'));
    writeFileSync(path.join(dir, '.server', 'entry-server.js'), renderer);
  }
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Limestone Living</title><div id="root"></div>');
  writeFileSync(path.join(dir, FAKE_SCRIPT.url), FAKE_SCRIPT.text);
  // A stray copy in the build must not replace the generated one (routes/seo.ts).
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  await precompressSite(dir);
  return dir;
}
