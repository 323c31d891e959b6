import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { admin } from './operator';
import { bookedTour, contactMessage, enrolledSessionCookies, pendingSublet, sentAlertMail } from './staffSteps';

/**
 * Issue 22: the workspace's pages, and every dialog or error state on them, have no axe violations, and nothing on
 * them is wider than a phone. As a11y.spec.ts, the 'phone' project runs this file at 390 px and 'desktop' at 1280 px.
 * The signed-in pages are visited as an admin enrolled in the setup (their session kept as the browser's cookies).
 */
interface PageState {
  name: string;
  open: (page: Page) => Promise<void>;
}

interface StaffRoute {
  name: string;
  path: string | (() => string);
  loaded: (page: Page) => Promise<void>;
  states?: PageState[];
  signedIn?: boolean;
}

const stamp = Date.now();
const member = { email: `axe.admin.${stamp}@example.com`, name: 'Avery Axe' };
const renter = { name: `Casey Quinn ${stamp}`, email: `casey.quinn.${stamp}@example.com` };
const subletTitle = `Attic room to weigh ${stamp}`;
let sessionCookies: Awaited<ReturnType<BrowserContext['cookies']>> = [];
let leadPath = '';
const touring = { name: `Tatum Tour ${stamp}`, email: `tatum.tour.${stamp}@example.com` };
let tourDay = '';
const alerted = `avery.alert.${stamp}@example.com`;

const heading = (name: string | RegExp) => async (page: Page) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** A form sent empty, so its fields show their errors. */
const sentEmpty = (name: string, scope: (page: Page) => Locator, button: string, error: string): PageState => ({
  name,
  open: async (page) => {
    await scope(page).getByRole('button', { name: button }).click();
    await expect(scope(page).getByText(error).first()).toBeVisible();
  },
});

const routes: StaffRoute[] = [
  { name: 'sign-in', path: '/staff/sign-in?reason=signed-out', loaded: heading('Sign in to the leasing office') },
  {
    name: 'code by e-mail',
    path: '/staff/code',
    loaded: heading('Get a code by e-mail'),
    states: [
      sentEmpty('its error', (page) => page.getByRole('main'), 'Send me a code', 'Enter a valid e-mail address'),
      {
        name: 'the code asked for',
        open: async (page) => {
          await page.getByRole('textbox', { name: 'Work e-mail' }).fill(`nobody.${stamp}@example.com`);
          await page.getByRole('button', { name: 'Send me a code' }).click();
          await expect(page.getByRole('textbox', { name: '6-digit code' })).toBeVisible();
        },
      },
    ],
  },
  { name: 'invitation', path: '/staff/invitation#key=0123456789abcdefghijABCDEFGHIJ', loaded: heading('Welcome to the leasing office') },
  { name: 'invitation with a cut-off link', path: '/staff/invitation#key=abc', loaded: heading('Welcome to the leasing office') },
  {
    name: 'leads inbox',
    path: '/staff/leads',
    signedIn: true,
    // A table at 1280 px, a card a lead at 390 px.
    loaded: async (page) => expect(page.getByRole('link', { name: renter.name })).toBeVisible(),
    states: [
      {
        name: 'the Lost reason dialog open',
        open: async (page) => {
          await page.getByRole('combobox', { name: `Status of ${renter.name}` }).selectOption('Lost');
          await expect(dialog(page, `Why was ${renter.name} lost?`)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'a lead',
    path: () => leadPath,
    signedIn: true,
    loaded: heading(renter.name),
    states: [
      {
        name: 'Lost chosen and saved without a reason',
        open: async (page) => {
          await page.getByRole('combobox', { name: 'Status' }).selectOption('Lost');
          await page.getByRole('button', { name: 'Save changes' }).click();
          await expect(page.getByRole('textbox', { name: /Why was it lost/ })).toHaveAttribute('aria-invalid', 'true');
        },
      },
    ],
  },
  {
    name: 'sublet moderation',
    path: '/staff/sublets',
    signedIn: true,
    loaded: async (page) => expect(page.getByRole('article', { name: subletTitle }).getByRole('img').first()).toBeVisible(),
    states: [
      {
        name: 'the reject dialog open',
        open: async (page) => {
          await page.getByRole('article', { name: subletTitle }).getByRole('button', { name: 'Reject' }).click();
          await expect(dialog(page, `Reject "${subletTitle}"`)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'tours',
    path: () => `/staff/tours?community=1&date=${tourDay}`,
    signedIn: true,
    loaded: async (page) => expect(page.getByRole('article', { name: new RegExp(touring.name) })).toBeVisible(),
    states: [
      {
        name: 'the week',
        open: async (page) => {
          await page.getByRole('radio', { name: 'A week' }).check();
          await expect(page.getByRole('heading', { level: 2 })).toHaveCount(7);
        },
      },
      {
        name: 'the cancel dialog open',
        open: async (page) => {
          await page.getByRole('article', { name: new RegExp(touring.name) }).getByRole('button', { name: /^Cancel tour/ }).click();
          await expect(dialog(page, `Cancel the tour of ${touring.name}?`)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'tour settings',
    path: '/staff/tours/settings?community=1',
    signedIn: true,
    loaded: async (page) => expect(page.getByRole('form', { name: 'Tour settings' })).toBeVisible(),
    states: [
      {
        name: 'its own weekly hours',
        open: async (page) => {
          await page.getByRole('checkbox', { name: "The leasing office's hours" }).uncheck();
          await expect(page.getByLabel('Monday from')).toBeVisible();
        },
      },
      sentEmpty('the blackout form showing its error', (page) => page.getByRole('form', { name: 'Add a blackout' }), 'Add the blackout', 'Choose a day'),
    ],
  },
  // Issue 23: the units grid (it scrolls sideways inside its own region at 390 px, never the page).
  { name: 'listings without a community', path: '/staff/listings', signedIn: true, loaded: async (page) => expect(page.getByText('Choose a community to see and edit its units.')).toBeVisible() },
  {
    name: 'listings',
    path: '/staff/listings?community=1',
    signedIn: true,
    loaded: async (page) => expect(page.getByRole('grid').getByRole('rowheader').first()).toBeVisible(),
    states: [
      {
        name: 'a rent being edited, refused',
        open: async (page) => {
          await page.getByRole('grid').getByRole('row').nth(1).getByRole('gridcell').nth(5).click();
          await page.keyboard.type('0');
          await page.keyboard.press('Enter');
          await expect(page.getByRole('textbox', { name: /^Rent of unit/ })).toHaveAttribute('aria-invalid', 'true');
        },
      },
      {
        name: 'a bulk action refused',
        open: async (page) => {
          await page.getByRole('button', { name: 'Available now' }).click();
          await expect(page.getByText('Select at least one unit')).toBeVisible();
        },
      },
    ],
  },
  // Issue 23: the specials page (the home-page special's form and preview, its removal question, a new one's errors)
  // and a floor plan's page (its web specials).
  {
    name: 'specials',
    path: '/staff/specials',
    signedIn: true,
    loaded: async (page) => expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible(),
    states: [
      {
        name: 'the removal question open',
        open: async (page) => {
          await page.getByRole('button', { name: 'Remove this special' }).click();
          await expect(dialog(page, 'Remove this home-page special?')).toBeVisible();
        },
      },
      {
        name: 'a new special sent empty',
        open: async (page) => {
          await page.getByRole('button', { name: 'Add a home-page special' }).click();
          await page.getByRole('button', { name: 'Add the special' }).click();
          await expect(page.getByText('Choose at least one community')).toBeVisible();
        },
      },
    ],
  },
  {
    // Issue 23: a floor plan's editor, its amenities and utilities lists with their move, remove and add controls.
    name: 'floor plan editor',
    path: '/staff/listings/plans/3',
    signedIn: true,
    loaded: async (page) => expect(page.getByRole('group', { name: 'Utilities' }).getByRole('combobox', { name: 'Add to the utilities' })).toBeEnabled(),
    states: [
      {
        name: 'a utility bill refused',
        open: async (page) => {
          const bill = page.getByRole('textbox', { name: /average monthly bill/i }).first();
          await bill.fill('about 50');
          await page.getByRole('button', { name: 'Save changes' }).click();
          await expect(bill).toHaveAttribute('aria-invalid', 'true');
        },
      },
      {
        // A name the catalog has: refused naming it, with the button that adds that one instead (nothing written).
        name: 'a new amenity that exists already',
        open: async (page) => {
          const amenities = page.getByRole('group', { name: 'Amenities' });
          await amenities.getByText('Not in the list? Add a new amenity').click();
          await amenities.getByRole('textbox', { name: /^Amenity name/ }).fill('soaking TUB');
          await amenities.getByRole('combobox', { name: /^Amenity kind/ }).selectOption({ label: 'Bathroom' });
          await amenities.getByRole('button', { name: 'Add the new amenity' }).click();
          await expect(amenities.getByRole('alert')).toContainText('There is already an amenity called "Soaking tub"');
        },
      },
    ],
  },
  {
    name: 'a floor plan',
    path: '/staff/listings/plans/1',
    signedIn: true,
    loaded: async (page) => expect(page.getByRole('region', { name: 'Web specials' })).toBeVisible(),
    states: [sentEmpty('a new web special sent empty', (page) => page.getByRole('region', { name: 'Web specials' }), 'Add web special', 'Describe the special')],
  },
  { name: 'funnel', path: '/staff/funnel', signedIn: true, loaded: async (page) => expect(page.getByRole('table').first()).toBeVisible() },
  // Issue 25: the running alerts by community and the mails sent (the renter's alert made in the setup).
  {
    name: 'alerts',
    path: '/staff/alerts',
    signedIn: true,
    loaded: async (page) => {
      await expect(page.getByRole('table', { name: 'Running alerts by community' }).getByRole('row', { name: /The Kirkwood/ })).toBeVisible();
      // A table at 1280 px, a card a mail at 390 px.
      const sent = new RegExp(alerted);
      await expect(
        page
          .getByRole('table', { name: 'Alert mails sent' })
          .getByRole('row', { name: sent })
          .or(page.getByRole('list', { name: 'Alert mails sent' }).getByRole('listitem').filter({ hasText: sent })),
      ).toBeVisible();
      // The stop form's heading is as wide as the page's, not squeezed into its fields' column: it stays on one line.
      expect(await linesOf(page.getByRole('heading', { level: 2, name: 'Stop an alert asked by mail' }))).toBe(1);
    },
    // The office stops an alert a renter asked to stop by mail: the form's errors.
    states: [sentEmpty('the stop form sent empty', (page) => page.getByRole('form', { name: 'Stop an alert asked by mail' }), 'Stop every alert of this address', 'Enter a valid e-mail address')],
  },
  {
    name: 'audit log',
    path: '/staff/audit',
    signedIn: true,
    // A table at 1280 px, a card an entry at 390.
    loaded: async (page) =>
      expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1).or(page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first())).toBeVisible(),
  },
  {
    name: 'team',
    path: '/staff/team',
    signedIn: true,
    // A table at 1280 px, a card a member at 390.
    loaded: async (page) =>
      expect(page.getByRole('table', { name: 'Team members' }).getByRole('row').nth(1).or(page.getByRole('list', { name: 'Team members' }).getByRole('listitem').first())).toBeVisible(),
    states: [sentEmpty('the invite form showing its errors', (page) => page.getByRole('region', { name: 'Invite a colleague' }), 'Send invitation', 'Enter a name')],
  },
  { name: 'account', path: '/staff/account', signedIn: true, loaded: async (page) => expect(page.getByRole('region', { name: 'Your passkeys' }).getByText('Office laptop')).toBeVisible() },
];

/** How many lines the text of `element` (a heading) is laid out on. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)));

/** The cards whose text runs into their border (no room inside it), by their heading. */
function textOnCardEdges(page: Page): Promise<string[]> {
  return page.locator('main .card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const box = card.getBoundingClientRect();
      const heading = card.querySelector('h2, h3');
      const text = heading?.getBoundingClientRect();
      return text && (text.left - box.left < 8 || text.top - box.top < 8) ? [heading!.textContent ?? ''] : [];
    }),
  );
}

test.beforeAll(async ({ browser, request }) => {
  await contactMessage(request, renter.name, renter.email);
  await pendingSublet(request, subletTitle);
  tourDay = await bookedTour(request, touring.name, touring.email);
  // A few days of the contact funnel, so it draws its chart and table.
  for (const event of ['clicked', 'clicked', 'initiated', 'submitted']) expect((await request.post(`/api/admin/analytics/contact/${event}`, { data: { property: 1 } })).ok()).toBe(true);
  admin('staff', 'invite', member.email, '--role', 'admin', '--name', member.name);
  sessionCookies = await enrolledSessionCookies(browser, member.email);
  const context = await browser.newContext();
  await context.addCookies(sessionCookies);
  const leads = await context.request.get(`/api/staff/leads?q=${encodeURIComponent(renter.email)}`);
  leadPath = `/staff/leads/${((await leads.json()) as { rows: { id: number }[] }).rows[0].id}`;
  const agent = await context.newPage();
  await agent.goto('/staff/account');
  await sentAlertMail(request, agent, alerted);
  await context.close();
});

for (const route of routes) {
  test(`issue 22 accessibility: no axe violations on the workspace's ${route.name}, nor in its states, and nothing wider than the screen`, async ({ page, context, viewport }) => {
    if (route.signedIn) await context.addCookies(sessionCookies);
    await page.goto(typeof route.path === 'string' ? route.path : route.path());
    await route.loaded(page);
    const check = async (where: string) => {
      expect.soft(await axeViolations(page), `axe violations on ${where}`).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, `${where} scrolls sideways`).toBeLessThanOrEqual(viewport!.width);
      expect.soft(await textOnCardEdges(page), `${where}: text touching a card's border`).toEqual([]);
    };
    await check(route.name);
    for (const state of route.states ?? []) {
      await state.open(page);
      await check(`${route.name} with ${state.name}`);
      if (await page.getByRole('dialog').isVisible()) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    }
  });
}
