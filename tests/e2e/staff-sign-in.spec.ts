import { expect, test } from '@playwright/test';
import { admin } from './operator';
import { addPlatformAuthenticator } from './passkeys';
import { staffConsoleProblems } from './staffConsole';
import { enrolFromInvitation, invitationPath } from './staffSteps';

/**
 * Issue 22's sign-in in a real browser: a mail scanner that opens the invitation link spends nothing, and a leasing
 * member, invited by an admin from the Team page, signs in to a workspace without the admin pages.
 */
const stamp = Date.now();
const office = { email: `office.admin.${stamp}@example.com`, name: 'Olive Admin' };
const agent = { email: `lee.leasing.${stamp}@example.com`, name: 'Lee Leasing' };

test('issue 22 sign-in: a mail scanner opening the invitation link spends nothing; a leasing member invited from Team signs in and gets no admin pages', async ({ page, browser, playwright, baseURL }) => {
  const problems = staffConsoleProblems(page);
  admin('staff', 'invite', office.email, '--role', 'admin', '--name', office.name);
  await addPlatformAuthenticator(page);
  await enrolFromInvitation(page, office.email);

  await page.goto('/staff/team');
  const invite = page.getByRole('region', { name: 'Invite a colleague' });
  await invite.getByRole('textbox', { name: 'Name' }).fill(agent.name);
  await invite.getByRole('textbox', { name: 'Work e-mail' }).fill(agent.email);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption('Leasing');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(`Invitation sent to ${agent.email}.`)).toBeVisible();
  expect(problems).toEqual([]);

  // A scanner fetches the link as it is, with no cookie, and another renders it in a browser without pressing anything.
  const link = `${baseURL}${await invitationPath(agent.email)}`;
  const scanner = await playwright.request.newContext();
  const fetched = await scanner.get(link);
  expect(fetched.status()).toBe(200);
  expect(await fetched.text(), 'the page is the site shell: the key is in the fragment, never sent').not.toContain('key=');
  expect([404, 405], 'the accepting endpoint does not act on GET').toContain((await scanner.get(`${baseURL}/api/staff/invitations/accept`)).status());
  await scanner.dispose();
  const renderingScanner = await browser.newContext();
  const preview = await renderingScanner.newPage();
  await preview.goto(link);
  await expect(preview.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  await renderingScanner.close();

  // The invitation still works for the member it was sent to.
  const context = await browser.newContext();
  const member = await context.newPage();
  const memberProblems = staffConsoleProblems(member);
  await addPlatformAuthenticator(member);
  await enrolFromInvitation(member, agent.email, 'Leasing phone');
  await expect(member.getByRole('banner')).toContainText(`${agent.name} Leasing`);

  const nav = member.getByRole('navigation', { name: 'Workspace' });
  await expect(nav.getByRole('link')).toHaveText(['Leads', 'Tours', 'Listings', 'Specials', 'Sublets', 'Funnel', 'Alerts', 'Account']);
  await member.goto('/staff/audit');
  await expect(member.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(member.getByRole('alert')).toHaveText('You need the admin role for this page.');
  await member.goto('/staff/team');
  await expect(member.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  // The server says no as well, whatever the page shows.
  expect((await member.request.get('/api/staff/audit')).status()).toBe(403);
  expect((await member.request.get('/api/staff/members')).status()).toBe(403);
  expect(memberProblems).toEqual([]);
  await context.close();
});
