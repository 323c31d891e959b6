import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { passContactStepOne } from './contactSteps';
import { confirmedAlert } from './alertSteps';
import { postSublet } from './postSublet';
import { skipSpecialPopup } from './specialPopup';

/**
 * Issue 8: every route, and every modal open over it, has no axe violations. The 'phone' project runs this file at
 * 390 px and the 'desktop' project at 1280 px, so one table covers both widths. A route is visited once and its
 * states are taken in turn (each modal is closed with Escape before the next), which keeps the sweep to seconds.
 */
interface PageState {
  name: string;
  /** Puts the page into the state, e.g. opens a modal and waits for its content. */
  open: (page: Page) => Promise<void>;
  /** A state that exists at one width only (the phone menu). */
  only?: 'phone';
}

interface RouteCase {
  name: string;
  /** A function when the path is only known at run time (a poster's private link). */
  path: string | (() => string);
  /** What is on screen once the page has loaded. */
  loaded: (page: Page) => Promise<void>;
  states?: PageState[];
  /** Leaves the home special pop-up to open by itself instead of starting as a visitor who closed it. */
  withSpecialPopup?: boolean;
}

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const homeResults = async (page: Page) =>
  expect(page.getByRole('region', { name: 'Find your floor plan' }).getByText(/^Total: \d+ Results?$/)).toBeVisible();
const sublets = (page: Page) => page.getByRole('list', { name: 'Sublets' }).getByRole('article');

/** A state reached by pressing a control that opens a dialog; `content` waits for what the dialog loads. */
function dialogState(
  name: string,
  control: (page: Page) => Locator | Promise<Locator>,
  dialogName: string | RegExp,
  content?: (dialog: Locator) => Promise<void>,
): PageState {
  return {
    name,
    open: async (page) => {
      await (await control(page)).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await content?.(dialog);
    },
  };
}

/** A form modal sent empty, so every field shows its error. */
const submittedEmpty = (name: string, control: (page: Page) => Locator | Promise<Locator>, dialogName: string, submit: string) =>
  dialogState(name, control, dialogName, async (dialog) => {
    await dialog.getByRole('button', { name: submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Fill all the required fields');
  });

const photoShown = async (dialog: Locator) => {
  await expect(dialog.getByRole('img')).toBeVisible();
  await expect(dialog.getByText('Loading photo')).toBeHidden();
};

const contactButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Contact us' });

/** The Apply button of the main navigation, which a phone shows behind the menu button. */
async function applyButton(page: Page): Promise<Locator> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Apply' });
}

const contactStepTwo: PageState = {
  name: 'the contact modal on step 2',
  open: async (page) => {
    await contactButton(page).click();
    await passContactStepOne(page.getByRole('dialog', { name: 'Contact Us' }), 'Parking?');
  },
};

let privateListing = '';

/** Issue 25: 'E-mail me new matches' beside the home search's results. */
const alertSignupButton = (page: Page) => page.getByRole('region', { name: 'Find your floor plan' }).getByRole('button', { name: 'E-mail me new matches' });
/** A key of the right shape that opens nothing: the pages of an alert mail's links, and their refusal. */
const UNKNOWN_ALERT_KEY = 'a11y-unknown-alert-key-0123456789abcdefghij';
let alertManage = '';
const alertStopAll = () => alertManage.replace('/alerts/manage/', '/alerts/stop-all/');

const refusedOnPress = (button: string): PageState => ({
  name: 'the refusal after pressing its button',
  open: async (page) => {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  },
});

const routes: RouteCase[] = [
  {
    name: 'home',
    path: '/?availability=any',
    loaded: homeResults,
    states: [
      {
        name: 'a card slider showing its second photo',
        open: async (page) => {
          const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Next photo' }) }).first();
          await card.getByRole('button', { name: 'Next photo' }).click();
          await expect(card.getByRole('group', { name: /^Photos: / })).toContainText(/^2 \/ \d+$/);
        },
      },
      {
        name: 'the filter sheet open (issue 27)',
        only: 'phone',
        open: async (page) => {
          await page.getByRole('button', { name: /^Filters \(\d+\)$/ }).click();
          await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
        },
      },
      {
        name: 'the phone menu open',
        only: 'phone',
        open: async (page) => {
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'home, with the form modals',
    path: '/',
    loaded: homeResults,
    states: [
      dialogState('the contact modal on step 1', contactButton, 'Contact Us', (dialog) =>
        expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked(),
      ),
      submittedEmpty('the contact modal showing its errors', contactButton, 'Contact Us', 'Next'),
      contactStepTwo,
      dialogState(
        'the application modal',
        applyButton,
        'Rental Application Request',
        (dialog) => expect(dialog.getByText('Applications are free.')).toBeVisible(),
      ),
      submittedEmpty('the application modal showing its errors', applyButton, 'Rental Application Request', 'Request Application'),
      submittedEmpty('the alert sign-up modal showing its errors', alertSignupButton, 'E-mail me new matches', 'E-mail me new matches'),
    ],
  },
  {
    name: 'home with the special pop-up',
    path: '/',
    loaded: homeResults,
    withSpecialPopup: true,
    states: [{ name: 'the pop-up open', open: async (page) => expect(page.getByRole('dialog')).toBeVisible({ timeout: 6000 }) }],
  },
  {
    name: 'floor plan',
    path: '/floorplans/3',
    loaded: heading('Sample Gates Two'),
    states: [
      dialogState('the photo gallery modal', (page) => page.getByRole('list', { name: 'Photos' }).getByRole('button').first(), /^Sample Gates Two\b/, photoShown),
      dialogState('the floor plan drawing modal', (page) => page.getByRole('button', { name: 'View Floorplan' }), /floor plan/i, photoShown),
      dialogState('the share modal', (page) => page.getByRole('button', { name: 'Share' }), 'Check out this apartment'),
      {
        name: 'the video tour',
        open: async (page) => {
          await page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { name: 'Video Tour' }).click();
          await expect(page.getByTitle('Video Tour: Sample Gates Two', { exact: true })).toBeVisible();
        },
      },
      {
        name: 'the virtual tour (issue 14: a page the API serves, checked inside its frame)',
        open: async (page) => {
          await page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { name: 'Virtual Tour' }).click();
          await expect(page.frameLocator('iframe[title="Virtual Tour: Sample Gates Two"]').getByRole('img').first()).toBeVisible();
        },
      },
    ],
  },
  { name: 'short-term plans', path: '/short-term', loaded: heading(/./) },
  {
    name: 'short-term community (issue 14)',
    path: '/communities/8',
    loaded: async (page) => expect(page.getByRole('heading', { name: 'Short Term Pricing' })).toBeVisible(),
  },
  {
    name: 'community',
    path: '/communities/1',
    loaded: async (page) => expect(page.getByRole('region', { name: 'Units' }).getByText(/^Total: \d+ Results?$/)).toBeVisible(),
    states: [
      dialogState(
        'a unit tour in the video modal',
        (page) => page.getByRole('region', { name: 'Units' }).getByRole('button', { name: /^(Virtual|Video) Tour$/ }).first(),
        /Tour: /,
      ),
    ],
  },
  { name: 'community with FAQs and a review', path: '/communities/6', loaded: heading(/./) },
  {
    name: 'sublets',
    path: '/sublets',
    loaded: async (page) => expect(sublets(page).first()).toBeVisible(),
    states: [
      dialogState('the message modal', (page) => sublets(page).first().getByRole('button', { name: 'Contact' }), /^Contact for /),
      dialogState('the report modal', (page) => sublets(page).first().getByRole('button', { name: 'Report' }), /^Report /),
    ],
  },
  {
    name: 'new sublet form',
    path: '/sublets/new',
    loaded: heading(/^Post your sublet/),
    states: [
      {
        name: 'its errors',
        open: async (page) => {
          await page.getByRole('button', { name: 'Submit' }).click();
          await expect(page.getByRole('alert')).toHaveText('Fix field error(s)');
        },
      },
    ],
  },
  {
    name: 'private sublet listing',
    path: () => privateListing,
    loaded: async (page) => expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(/^Room for a11y/),
    states: [dialogState('the delete confirmation', (page) => page.getByRole('button', { name: 'Delete' }), 'Delete Sublet?')],
  },
  {
    name: 'residents',
    path: '/residents',
    loaded: heading(/./),
    states: [
      {
        name: 'a FAQ card open',
        open: async (page) => {
          await page.getByRole('button', { name: 'General Questions' }).click();
          await expect(page.getByRole('term').first()).toBeVisible();
        },
      },
    ],
  },
  { name: 'team', path: '/team', loaded: async (page) => expect(page.getByRole('list', { name: 'Team members' }).getByRole('article').first()).toBeVisible() },
  { name: 'accessibility statement', path: '/accessibility', loaded: heading(/./) },
  {
    name: 'shortlist (issue 16)',
    path: '/shortlist',
    loaded: heading('Your shortlist'),
    states: [
      {
        name: 'three saved plans',
        open: async (page) => {
          const plans = [1, 10, 15].map((id) => ({ id, name: `Plan ${id}`, community: 'The Kirkwood' }));
          await page.evaluate((value) => window.localStorage.setItem('shortlist', value), JSON.stringify({ version: 1, plans }));
          await page.reload();
          await expect(page.getByRole('list', { name: 'Saved floor plans' }).getByRole('listitem')).toHaveCount(3);
        },
      },
    ],
  },
  {
    name: 'compare, with an unlisted and an unknown plan (issue 16)',
    path: '/compare?ids=1,10,15,6,999',
    loaded: async (page) => expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3),
  },
  {
    name: 'short-term floor plan with the stay price (issue 16)',
    path: '/floorplans/35',
    loaded: heading('Suite Studio'),
    states: [
      {
        name: 'a priced stay under the minimum',
        open: async (page) => {
          const calculator = page.getByRole('region', { name: 'Price your stay' });
          const date = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
          await calculator.getByLabel('Arrival').fill(date(2));
          await calculator.getByLabel('Departure').fill(date(6));
          await expect(calculator.getByRole('row', { name: /^Total/ })).toBeVisible();
        },
      },
      {
        name: 'a refused arrival date',
        open: async (page) => {
          const calculator = page.getByRole('region', { name: 'Price your stay' });
          await calculator.getByLabel('Arrival').fill('2020-01-01');
          await expect(calculator.getByText(/The arrival date has passed/)).toBeVisible();
        },
      },
    ],
  },
  {
    name: "an alert's confirm link",
    path: `/alerts/confirm/${UNKNOWN_ALERT_KEY}`,
    loaded: heading('Confirm your alert'),
    states: [refusedOnPress('Confirm')],
  },
  {
    name: "an alert's unsubscribe link",
    path: `/alerts/unsubscribe/${UNKNOWN_ALERT_KEY}`,
    loaded: heading('Unsubscribe from this alert'),
    states: [refusedOnPress('Unsubscribe')],
  },
  {
    name: "the alerts' manage link",
    path: () => alertManage,
    loaded: async (page) => expect(page.getByText(/^Alerts for /)).toBeVisible(),
    states: [
      {
        name: "the question of 'Stop all my alerts'",
        open: async (page) => {
          await page.getByRole('button', { name: 'Stop all my alerts' }).click();
          // Its one alert: the question and the button speak of it alone.
          await expect(page.getByRole('button', { name: 'Yes, stop it' })).toBeVisible();
        },
      },
      {
        name: 'the empty list after stopping them all',
        open: async (page) => {
          await page.getByRole('button', { name: 'Yes, stop it' }).click();
          await expect(page.getByRole('status')).toBeVisible();
        },
      },
    ],
  },
  {
    name: "an alert mail's stop-all link",
    path: alertStopAll,
    loaded: heading('Stop all alerts to this address'),
    states: [
      {
        name: 'its outcome',
        open: async (page) => {
          await page.getByRole('button', { name: 'Stop all my alerts' }).click();
          await expect(page.getByRole('status')).toBeVisible();
        },
      },
    ],
  },
  {
    name: "an alert mail's stop-all link, expired",
    path: `/alerts/stop-all/${UNKNOWN_ALERT_KEY}`,
    loaded: heading('Stop all alerts to this address'),
    states: [refusedOnPress('Stop all my alerts')],
  },
  {
    name: "the alerts' manage link, expired",
    path: `/alerts/manage/${UNKNOWN_ALERT_KEY}`,
    loaded: async (page) => expect(page.getByText(/^This link does not open any alerts/)).toBeVisible(),
  },
  { name: 'not found', path: '/no/such/page', loaded: heading('Uh-oh, this is a 404') },
];

test.beforeAll(async ({ request }, testInfo) => {
  privateListing = await postSublet(request, `Room for a11y ${Date.now()}`);
  const email = `a11y.${testInfo.project.name}.${Date.now()}@example.org`;
  alertManage = await confirmedAlert(request, email, { bedroom: 2, availability: 'any', style: null, rent: { min: 500, max: 1400 }, floorplanIds: [] }, null, 'daily');
});

for (const route of routes) {
  test(`issue 8 accessibility: no axe violations on ${route.name}, nor with any of its modals open`, async ({ page, context, baseURL }, testInfo) => {
    if (!route.withSpecialPopup) await skipSpecialPopup(context, baseURL);
    await page.goto(typeof route.path === 'string' ? route.path : route.path());
    await route.loaded(page);
    if (!route.withSpecialPopup) expect.soft(await axeViolations(page), `axe violations on ${route.name}`).toEqual([]);

    for (const state of route.states ?? []) {
      if (state.only && state.only !== testInfo.project.name) continue;
      await state.open(page);
      expect.soft(await axeViolations(page), `axe violations on ${route.name} with ${state.name}`).toEqual([]);
      // The next state starts from the page, not from inside this one's dialog.
      if (await page.getByRole('dialog').isVisible()) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    }
  });
}

test('issue 8 search filters: every choice can be read whole in its select, not clipped', async ({ page, context, baseURL }) => {
  await skipSpecialPopup(context, baseURL);
  await page.goto('/');
  await homeResults(page);
  const clipped = await page
    .getByRole('region', { name: 'Find your floor plan' })
    .getByRole('combobox')
    .evaluateAll((selects: HTMLSelectElement[]) => {
      // Chromium draws the select's arrow over about 20 px of its content box.
      const arrowWidth = 20;
      const canvas = document.createElement('canvas').getContext('2d')!;
      return selects.flatMap((select) => {
        const style = getComputedStyle(select);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrowWidth;
        return [...select.options].filter((option) => canvas.measureText(option.text).width > room).map((option) => option.text);
      });
    });
  expect(clipped).toEqual([]);
});

test('issue 8 private listing: the whole description shows, since the read-only box cannot be scrolled by keyboard', async ({ page }) => {
  await page.goto(privateListing);
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue(/the landlord has agreed/);
  expect(await description.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeLessThanOrEqual(0);
});
