import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { OutboxKind } from '../../server/db/queries/outbox';
import type { Floorplan } from '../../src/features/floorplans/types';
import type { HalCollection } from '../../src/lib/hal';
import { confirmedAlert } from './alertSteps';
import { editableUnit, saveUnit } from './catalogSteps';
import { mailsTo } from './operator';
import { addPlatformAuthenticator } from './passkeys';
import { postSublet } from './postSublet';
import { confirmationPath, png } from './subletReview';

/**
 * The steps of the office's journeys (issue 22) that are the same in every spec: the mails a member receives, read
 * from the outbox with the operator's commands as an operator would, enrolling in a browser, and the lead and the
 * sublet that wait for the office.
 */
/** The latest mail of `kind` to `email` in the outbox, if there is one. */
async function latestMail(email: string, kind: OutboxKind): Promise<string | undefined> {
  return (await mailsTo(email, kind))[0];
}

async function lastMailTo(email: string, kind: OutboxKind): Promise<string> {
  const mail = await latestMail(email, kind);
  if (mail === undefined) throw new Error(`no ${kind} mail to ${email} in the outbox`);
  return mail;
}

/** The path and fragment of the invitation link last mailed to `email` ('/staff/invitation#key=…'). */
export async function invitationPath(email: string): Promise<string> {
  const link = /https?:\/\/[^/\s]+(\/staff\/invitation#key=\S+)/.exec(await lastMailTo(email, 'staff-invitation'));
  if (!link) throw new Error(`no invitation link in the mail to ${email}`);
  return link[1];
}

/** The 6-digit code last mailed to `email`. */
export async function mailedCode(email: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await lastMailTo(email, 'staff-code'));
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code[1];
}

/**
 * Opens the invitation mailed to `email`, accepts it, types the mailed code and creates a passkey with the page's
 * authenticator (tests/e2e/passkeys.ts): the member ends signed in, on the leads.
 */
export async function enrolFromInvitation(page: Page, email: string, passkeyName = 'Office laptop'): Promise<void> {
  await page.goto(await invitationPath(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the leasing office' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toBeVisible();
  await code.fill(await mailedCode(email));
  await page.getByRole('button', { name: 'Continue' }).click();
  const name = page.getByRole('textbox', { name: 'Name this passkey' });
  await name.fill(passkeyName);
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/leads$/);
}

/** Enrols `email` in a browser of its own: its cookies are the session a spec's signed-in pages open with. */
export async function enrolledSessionCookies(browser: Browser, email: string): Promise<Awaited<ReturnType<BrowserContext['cookies']>>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await addPlatformAuthenticator(page);
  await enrolFromInvitation(page, email);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/**
 * A contact message sent as the site's contact form sends it (a local captcha token): it becomes a new lead. `client`:
 * the renter's address as a proxy on this machine reports it (X-Forwarded-For), so many renters' messages are not one
 * client's, held by the per-client write limit.
 */
export async function contactMessage(request: APIRequestContext, name: string, email: string, client?: string): Promise<void> {
  const headers = client ? { 'X-Forwarded-For': client } : undefined;
  const captcha = await request.post('/api/captcha/local', { headers });
  const { token } = (await captcha.json()) as { token: string };
  const sent = await request.post('/api/mail/v3/contact', {
    headers,
    data: { name, email, phone: '8125550177', question: 'Is parking included at The Kirkwood?', emailPreferred: true, captchaResponse: token },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** A sublet posted, confirmed from its mailed link and given a photo: it waits in the office's pending queue. */
export async function pendingSublet(request: APIRequestContext, title: string): Promise<void> {
  const privatePath = await postSublet(request, title);
  const confirmKey = new URL(await confirmationPath(process.env.E2E_DATA_DIR!, 'dana.lee@example.com'), 'http://site').searchParams.get('confirm');
  const confirmed = await request.post('/api/admin/sublets/confirm', { data: { confirmKey } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const photo = await request.post(`/api/admin/sublets/assets/${privatePath.split('/').pop()}`, {
    multipart: { name: '0', isCoverImage: 'true', file: { name: 'room.png', mimeType: 'image/png', buffer: png([90, 160, 90]) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
}

/** A tour of community 1 booked as the renter's dialog books it (its first free time): answers its day, for the calendar. */
export async function bookedTour(request: APIRequestContext, name: string, email: string): Promise<string> {
  const slots = (await (await request.get('/api/tour-booking/slots?property=1&days=14')).json()) as { days: { date: string; slots: { start: string }[] }[] };
  const day = slots.days.find((one) => one.slots.length > 0)!;
  const { token } = (await (await request.post('/api/captcha/local')).json()) as { token: string };
  const booked = await request.post(`/api/tour-booking/tours?captchaResponse=${encodeURIComponent(token)}`, {
    data: { property: 1, start: day.slots[0].start, name, email, phone: '8125550177', people: 2 },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return day.date;
}

/** Issue 25's test community and the rents its search asks for: below every rent the seed gives it. */
const ALERT_COMMUNITY = 1;
const ALERT_RENTS = { min: 0, max: 500 };

/**
 * Issue 25: a renter's running alert and the alert mail it brought, made as a renter and an agent make them: an
 * instant alert for community 1's homes up to $500 signed up as the site's form does (a local captcha), confirmed from
 * the mailed link, then the agent (`page`, signed in to the workspace) cuts a unit's rent into that range; once the
 * mail is in the outbox the unit is put back as it was, for the specs that read the catalog. (The server's first
 * matcher run, which only records the catalog, runs as it starts listening: before any spec's browser is open.)
 */
export async function sentAlertMail(request: APIRequestContext, page: Page, email: string): Promise<void> {
  await confirmedAlert(request, email, { bedroom: null, availability: 'any', style: null, rent: ALERT_RENTS, floorplanIds: [] }, ALERT_COMMUNITY);

  // A unit whose plan has no special rent, so the unit's own rent is the price the search is matched on.
  const plans = (await (await request.get(`/api/data/properties/${ALERT_COMMUNITY}/floorplans/filter`)).json()) as HalCollection<'floorplans', Floorplan>;
  const plan = plans._embedded.floorplans.find((each) => each.specialRent === null && each.units.length > 0)!;
  const original = await editableUnit(page, ALERT_COMMUNITY, plan.units[0].id);
  await saveUnit(page, ALERT_COMMUNITY, { ...original, rent: ALERT_RENTS.max - 50 });
  try {
    // The catalog notice nudges the matcher, which nudges the alert mails: seconds, not the jobs' next minute.
    await expect.poll(() => latestMail(email, 'alert-instant'), { timeout: 20_000 }).toContain(plan.name);
  } finally {
    await saveUnit(page, ALERT_COMMUNITY, original);
  }
}
