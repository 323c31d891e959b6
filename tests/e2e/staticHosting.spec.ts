import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, repoRoot } from '../../scripts/localServer';
import { skipSpecialPopup } from './specialPopup';

/**
 * Issue 13 static hosting: dist/ served by a plain file server, which knows nothing of rendering, stays a working
 * single-page app. The file server passes /api/ on to the local API (the data host), as a CDN in front of it would.
 */
const DIST = path.join(repoRoot, 'dist');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.jpg': 'image/jpeg' };

let server: Server;
let siteUrl: string;

test.beforeAll(async ({ baseURL }) => {
  const port = await freePort();
  server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/')) {
      void fetch(`${baseURL}${request.url}`).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
      return;
    }
    const file = path.join(DIST, pathname);
    const isFile = file.startsWith(DIST) && existsSync(file) && statSync(file).isFile();
    // Every other path is a route of the app: index.html, as any static host is told to answer.
    const served = isFile ? file : path.join(DIST, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${port}`;
});

test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

test('issue 13 static hosting: dist/ from a plain file server renders a floor plan page and the home search in the browser', async ({ page, context }) => {
  await skipSpecialPopup(context, siteUrl);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const served = await page.request.get(`${siteUrl}/floorplans/1`);
  expect(await served.text()).toContain('<div id="root"></div>');
  await page.goto(`${siteUrl}/floorplans/1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dunn Studio' })).toBeVisible();
  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator('main a[href^="/floorplans/"]').first()).toBeVisible();
  expect(errors).toEqual([]);
});
