import { expect, test, type Page } from '@playwright/test';
import { admin } from './operator';
import { addPlatformAuthenticator } from './passkeys';
import { staffConsoleProblems } from './staffConsole';
import { contactMessage, enrolFromInvitation, pendingSublet } from './staffSteps';

/**
 * Issue 22's journey in a real browser with a platform authenticator: the first admin, invited from the command line,
 * enrols with the mailed invitation and code, works a lead and a sublet, signs out and back in with the passkey; a
 * second admin, invited from the Team page, enrols in another browser and finds the note and the audit trail.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const first = { email: `alex.admin.${stamp}@example.com`, name: 'Alex Admin' };
const second = { email: `sam.admin.${stamp}@example.com`, name: 'Sam Second' };
const renter = { name: `Robin Park ${stamp}`, email: `robin.park.${stamp}@example.com` };
const subletTitle = `Garden room for the office ${stamp}`;
const note = 'Called back: wants a ground-floor two-bed, tours on Friday.';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Workspace' });

/** The workspace's nav link, behind the menu button when the page is narrow. */
async function openFromNav(page: Page, label: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await nav(page).getByRole('link', { name: label }).click();
}

test('issue 22 journey: the first admin enrols from the command line invitation, works a lead and a sublet, signs out and back in with the passkey; a second admin sees the note and the audit log', async ({ page, browser, request }) => {
  const problems = staffConsoleProblems(page);
  await contactMessage(request, renter.name, renter.email);
  await pendingSublet(request, subletTitle);

  // The first admin: there is nobody to invite them but the operator.
  expect(admin('staff', 'invite', first.email, '--role', 'admin', '--name', first.name)).toContain(first.email);
  const authenticator = await addPlatformAuthenticator(page);
  await enrolFromInvitation(page, first.email);
  expect(await authenticator.credentials()).toBe(1);
  await expect(page.getByRole('banner')).toContainText(`${first.name} Admin`);

  // The lead from the contact form, found by its e-mail, moved on from New and given a note.
  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill(renter.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const leads = page.getByRole('table', { name: 'Leads' });
  await expect(leads.getByRole('row')).toHaveCount(2);
  const status = leads.getByRole('combobox', { name: `Status of ${renter.name}` });
  await expect(status).toHaveValue('new');
  await status.selectOption('Contacted');
  await expect(status).toHaveValue('contacted');
  await leads.getByRole('link', { name: renter.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: renter.name })).toBeVisible();
  await expect(page.getByText('Contacted, nobody has taken it yet')).toBeVisible();
  await page.getByRole('textbox', { name: 'New note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem').first()).toContainText(`${note}${first.name},`);
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue('');

  // The sublet waits in Sublets' pending queue; approved, it leaves it.
  await openFromNav(page, 'Sublets');
  const sublet = page.getByRole('article', { name: subletTitle });
  await expect(sublet.getByRole('img', { name: `Photo 1 of ${subletTitle}` })).toBeVisible();
  await sublet.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: `"${subletTitle}" approved: listed until` })).toBeVisible();
  await expect(sublet).toHaveCount(0);
  await page.getByRole('tab', { name: /Listed/ }).click();
  await expect(page.getByRole('article', { name: subletTitle })).toBeVisible();

  // Signed out, the workspace sends to the sign-in page; the passkey signs back in (no code).
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.goto('/staff/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the leasing office' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fleads$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/leads$/);
  expect(await authenticator.credentials(), 'no second passkey was made to sign in').toBe(1);

  // The first admin invites a colleague from the Team page.
  await openFromNav(page, 'Team');
  const invite = page.getByRole('region', { name: 'Invite a colleague' });
  await invite.getByRole('textbox', { name: 'Name' }).fill(second.name);
  await invite.getByRole('textbox', { name: 'Work e-mail' }).fill(second.email);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption('Admin');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(`Invitation sent to ${second.email}. The link in it works for 24 hours.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Team members' }).getByRole('row', { name: new RegExp(second.name) })).toContainText('Invited');
  expect(problems).toEqual([]);

  // The colleague, in a browser of their own with a passkey of their own.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  const colleagueProblems = staffConsoleProblems(colleague);
  const colleagueAuthenticator = await addPlatformAuthenticator(colleague);
  await enrolFromInvitation(colleague, second.email, 'Front desk');
  expect(await colleagueAuthenticator.credentials()).toBe(1);

  await colleague.getByRole('searchbox', { name: 'Name or e-mail' }).fill(renter.email);
  await colleague.getByRole('button', { name: 'Search' }).click();
  await colleague.getByRole('table', { name: 'Leads' }).getByRole('link', { name: renter.name }).click();
  await expect(colleague.getByText('Contacted, nobody has taken it yet')).toBeVisible();
  await expect(colleague.getByRole('list', { name: 'Notes, newest first' })).toContainText(`${note}${first.name},`);

  await openFromNav(colleague, 'Audit log');
  const log = colleague.getByRole('table', { name: 'Audit log' });
  /** The log's rows of one action by one member. */
  const entries = (action: string, who: string) =>
    log.getByRole('row').filter({ has: colleague.getByRole('cell', { name: action, exact: true }) }).filter({ has: colleague.getByRole('cell', { name: who, exact: true }) });
  await expect(entries('Status changed', first.name)).toContainText('status: new → contacted');
  await expect(entries('Note added', first.name)).toHaveCount(1);
  await expect(entries('Sublet approved', first.name)).toContainText('approved: false → true');
  await expect(entries('Signed in', first.name), 'enrolment and the passkey sign-in').toHaveCount(2);
  await expect(entries('Signed out', first.name)).toHaveCount(1);
  await expect(entries('Signed in', second.name)).toHaveCount(1);
  expect(colleagueProblems).toEqual([]);
  await context.close();
});
