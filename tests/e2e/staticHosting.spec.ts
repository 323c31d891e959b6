import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../scripts/localServer';
import { passContactStepOne } from './contactSteps';
import { admin, outboxRows } from './operator';
import { STATIC_HOST_ORIGIN, STATIC_HOST_PORT } from './ports';
import { skipSpecialPopup } from './specialPopup';

/**
 * Issue 13 item 4 static hosting: the site built for a remote data host (VITE_DATA_HOSTS) and served by a plain file
 * server on another origin, which knows nothing of rendering nor of /api/, stays a working single-page app. Every
 * call goes across origins to the local API this run started, which lists the file server in CORS_ORIGINS.
 */
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.ico': 'image/x-icon' };

let server: Server | undefined;
let siteDir: string | undefined;

/** A static host: the file at the path, or index.html for every route of the app; dot-files are not published. */
function serveFiles(root: string): Server {
  return createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, pathname);
    const isFile = file.startsWith(root) && !pathname.includes('/.') && existsSync(file) && statSync(file).isFile();
    const served = isFile ? file : path.join(root, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
    createReadStream(served).pipe(response);
  });
}

test.beforeAll(async ({ baseURL }) => {
  // A build of its own takes a minute or more on a busy machine.
  test.setTimeout(300_000);
  siteDir = mkdtempSync(path.join(tmpdir(), 'rentals-static-site-'));
  // Data and images both come from the API's origin; the file server has only the built files.
  const apiHost = `${baseURL}/`;
  execFileSync('npx', ['vite', 'build', '--outDir', siteDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    env: { ...process.env, VITE_DATA_HOSTS: apiHost, VITE_ASSET_HOSTS: apiHost },
    stdio: 'inherit',
  });
  const files = serveFiles(siteDir);
  server = files;
  await new Promise<void>((resolve) => files.listen(STATIC_HOST_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

test('issue 13 item 4 static hosting: a plain file server on another origin serves the app; data, images and a contact message go to the API across origins', async ({ page, context, baseURL }) => {
  await skipSpecialPopup(context, STATIC_HOST_ORIGIN);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });

  const served = await page.request.get(`${STATIC_HOST_ORIGIN}/floorplans/1`);
  expect(await served.text()).toContain('<div id="root"></div>');
  await page.goto(`${STATIC_HOST_ORIGIN}/floorplans/1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dunn Studio' })).toBeVisible();
  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator('main a[href^="/floorplans/"]').first()).toBeVisible();
  expect(new URL(page.url()).origin).toBe(STATIC_HOST_ORIGIN);

  // A JSON POST, which the browser sends only after a preflight the API has to answer.
  const question = `Static host, question ${Date.now()}`;
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked();
  await passContactStepOne(dialog, question);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message Sent!')).toBeVisible();
  const newest = outboxRows('contact')[0];
  expect(admin('outbox', newest.trim().split(/\s+/)[0])).toContain(question);

  expect(apiCalls).toContain(`${baseURL}/api/mail/v3/contact`);
  expect(apiCalls.filter((url) => !url.startsWith(`${baseURL}/api/`))).toEqual([]);
  expect(errors).toEqual([]);
});
