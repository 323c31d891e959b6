import { expect, test } from '@playwright/test';
import { signInAsNewMember } from '../../scripts/bench/staffSignIn.ts';
import { watch } from './watchPage';

/**
 * Issue 22 (docs/decisions/029): the inbox, the workspace's first screen, comes from the server already rendered for
 * the member whose session the browser holds, and the browser takes it over without re-rendering it.
 */
test('issue 22 workspace first paint: the inbox arrives rendered for its member, hydrates without an error and asks for none of its data again', async ({ page, context, baseURL }) => {
  const name = 'Paint Admin';
  const cookies = await signInAsNewMember({ url: baseURL!, dataDir: process.env.E2E_DATA_DIR! }, { email: 'paint.admin@office.test', name });
  // Through DevTools: a `__Host-` cookie must have no Domain, which Playwright's addCookies always sets.
  const devtools = await context.newCDPSession(page);
  for (const pair of cookies.split('; ')) {
    const [cookieName, ...value] = pair.split('=');
    await devtools.send('Network.setCookie', { name: cookieName, value: value.join('='), url: baseURL!, path: '/', secure: true, sameSite: 'Lax' });
  }

  const served = await page.request.get('/staff/leads');
  expect(served.headers()['cache-control']).toBe('no-store, private');
  const html = await served.text();
  expect(html).toMatch(/<div id="root"><.*<h1>Leads<\/h1>/s);
  expect(html).toContain(name);

  const { errors } = watch(page);
  const staffReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/staff/')) staffReads.push(request.url());
  });
  await page.goto('/staff/leads');
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'done');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');
  await expect(page.getByText(name)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A hydration mismatch is a console error; the member and the leads came with the page.
  expect(errors).toEqual([]);
  expect(staffReads).toEqual([]);

  // The hydrated page answers: a filter is a new inbox read by the browser.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Contacted' });
  await expect(page).toHaveURL(/status=contacted/);
  await expect.poll(() => staffReads.some((url) => url.includes('/api/staff/leads?') && url.includes('status=contacted'))).toBe(true);
  expect(errors).toEqual([]);
});

test('issue 22 workspace first paint: without a session the workspace is the plain page, and the browser asks the member to sign in', async ({ page }) => {
  const served = await page.request.get('/staff/leads');
  expect(await served.text()).toContain('<div id="root"></div>');
  const { errors } = watch(page);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fleads/);
  // The browser reports the 401 of its 'who is signed in?' read; nothing else may go wrong.
  expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
});
