import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_INQUIRY_EMAILS } from '@/config';
import { STAY_REQUEST_MESSAGES, type StayRequest } from '@/features/cost/stayRequest';
import { readEnv } from '../config/env';
import { RECIPIENT_COOLDOWNS } from '../mail/recipient-cooldown';
import { findLead } from '../db/queries/leads';
import { startTestApi, type TestApi } from '../test/api';

// A fixed clock: the quote's dates are checked against the server's own today.
const NOW = new Date(2026, 2, 10, 12);
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => NOW });
});
afterAll(() => api.close());

interface OutboxRow {
  kind: string;
  recipients: string;
  replyTo: string | null;
  subject: string;
  body: string;
  payload: Record<string, unknown>;
  state: string;
}
const mails = async () =>
  api.db.query<OutboxRow>('SELECT kind, recipients, reply_to AS "replyTo", subject, body, payload, state FROM outbox ORDER BY id');

async function stayRequest(overrides: Partial<Record<keyof StayRequest | 'total', unknown>> = {}) {
  return {
    // Suite One (seeded): $149 for 2-4 days, $129 for 5-13, $115 for 14-29, $95 for 1-4 months.
    floorplanId: 36,
    arrival: '2026-03-12',
    departure: '2026-03-15',
    guests: 2,
    name: 'Robin Lee',
    email: 'robin@example.org',
    phone: '8125550177',
    captchaResponse: await api.captchaToken(),
    ...overrides,
  };
}

const post = (body: object) => api.app.inject({ method: 'POST', url: '/api/mail/stay-request', payload: body });

describe('issue 27 request these dates: POST api/mail/stay-request', () => {
  it('prices the stay itself with the site pricing function (a price the browser sends is ignored) and queues a mail to the suites inbox with the quote', async () => {
    await api.db.query('DELETE FROM outbox');
    const answer = await post(await stayRequest({ total: 1 }));
    expect(answer.statusCode).toBe(201);
    // 3 nights x $149 = $447; 7% = $31, 5% = $22; total $500.
    expect(answer.json()).toMatchObject({
      message: STAY_REQUEST_MESSAGES.sent,
      confirmationMailHeld: false,
      quote: { kind: 'priced', nights: 3, tierLabel: '2-4 days', dailyPrice: 149, subtotal: 447, taxes: [{ amount: 31 }, { amount: 22 }], total: 500, belowMinimum: true },
    });
    const [office, renter] = await mails();
    expect(office).toMatchObject({ kind: 'stay-request', recipients: COMMUNITY_INQUIRY_EMAILS['Limestone Suites'], replyTo: 'robin@example.org', state: 'queued' });
    expect(office.subject).toBe('Stay request: Suite One, Mar 12, 2026 to Mar 15, 2026');
    for (const line of ['Name: Robin Lee', 'Email: robin@example.org', 'Phone: 8125550177', 'Guests: 2', '3 nights × $149 (2-4 days price): $447', 'Indiana sales tax (7%): $31', "Monroe County innkeeper's tax (5%): $22", 'Total: $500']) {
      expect(office.body).toContain(line);
    }
    expect(office.payload).toMatchObject({ request: { floorplanId: 36, arrival: '2026-03-12', departure: '2026-03-15', guests: 2, name: 'Robin Lee' }, quote: { total: 500 } });
    expect(office.payload).not.toHaveProperty('request.captchaResponse');
    expect(office.payload).not.toHaveProperty('request.total');
    expect(renter).toMatchObject({ kind: 'stay-confirmation', recipients: 'robin@example.org', state: 'queued' });
  });

  it("the renter's confirmation has the plan, dates, guests, quote and what happens next, and nothing the renter typed", async () => {
    await api.db.query('DELETE FROM outbox');
    await post(await stayRequest({ name: 'Visit http://spam.example now', phone: '8125550999' }));
    const [, renter] = await mails();
    expect(renter.subject).toBe('Your stay request: Suite One, Mar 12, 2026 to Mar 15, 2026');
    for (const line of ['Suite One at Limestone Suites', 'Mar 12, 2026 to Mar 15, 2026 (3 nights)', 'Guests: 2', 'Total: $500', 'one business day', '(812) 555-0142', COMMUNITY_INQUIRY_EMAILS['Limestone Suites']]) {
      expect(renter.body).toContain(line);
    }
    expect(renter.body).not.toContain('spam.example');
    expect(renter.body).not.toContain('Visit');
    expect(renter.body).not.toContain('8125550999');
    expect(renter.replyTo).toBeNull();
  });

  it('a renter address past its cooldown still reaches the office; its confirmation is held, and the answer says so', async () => {
    await api.db.query('DELETE FROM outbox');
    const { mails: allowed, window } = RECIPIENT_COOLDOWNS['stay-confirmation'];
    const answers = [];
    for (let index = 0; index <= allowed; index += 1) answers.push(await post(await stayRequest({ email: `Flooded+${index}@Example.org` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const last = answers.at(-1)!.json();
    expect(last).toMatchObject({ confirmationMailHeld: true, message: STAY_REQUEST_MESSAGES.mailHeld(allowed, window) });
    const rows = await mails();
    expect(rows.filter((row) => row.kind === 'stay-request' && row.state === 'queued')).toHaveLength(allowed + 1);
    expect(rows.filter((row) => row.kind === 'stay-confirmation').map((row) => row.state)).toEqual([...Array(allowed).fill('queued'), 'held']);
  });

  it.each([
    ['a past arrival', { arrival: '2026-03-09' }, 400, 'The arrival date has passed: choose today or a later date.'],
    ['a departure before the arrival', { departure: '2026-03-11' }, 400, 'The departure date must be after the arrival date.'],
    ['one night', { departure: '2026-03-13' }, 400, 'One night is shorter than our shortest priced stay (2 nights).'],
    ['a tier without a set rate', { floorplanId: 38, arrival: '2026-04-01', departure: '2026-08-01' }, 400, /122 nights fall in the 4\+ months price, which has no set rate/],
    ['a plan that is not short-term', { floorplanId: 1 }, 404, 'Floor plan 1 has no short-term stays'],
    ['an inactive plan', { floorplanId: 41 }, 404, 'Floor plan 41 has no short-term stays'],
    ['no such plan', { floorplanId: 99999 }, 404, 'Floor plan 99999 has no short-term stays'],
    ['too many guests', { guests: 7 }, 400, 'At most 6 guests'],
    ['no phone', { phone: '' }, 400, 'Please provide Phone'],
    ['a bad captcha', { captchaResponse: 'forged' }, 400, /captcha/i],
  ])('refuses %s with a clear message and queues nothing', async (_, overrides, status, message) => {
    await api.db.query('DELETE FROM outbox');
    const answer = await post(await stayRequest(overrides));
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toMatch(message);
    expect(await mails()).toEqual([]);
  });

  it('prices with the lodging taxes of its own environment (VITE_STAY_TAXES, the variables the site is built with), not the defaults', async () => {
    const local = await startTestApi({ now: () => NOW, stayTaxes: readEnv({ VITE_STAY_TAXES: 'City lodging tax:3', VITE_STAY_TAXED_BELOW_NIGHTS: '10' }).stayTaxes });
    try {
      const answer = await local.app.inject({ method: 'POST', url: '/api/mail/stay-request', payload: { ...(await stayRequest()), captchaResponse: await local.captchaToken() } });
      expect(answer.statusCode).toBe(201);
      // 3 nights x $149 = $447; 3% = $13.
      expect(answer.json()).toMatchObject({ quote: { subtotal: 447, taxes: [{ label: 'City lodging tax', ratePercent: 3, amount: 13 }], total: 460 } });
    } finally {
      await local.close();
    }
  });
});

describe('issue 22 leads: a stay request becomes a lead', () => {
  it('issue 22 leads: stored with the office mail, for the plan\'s community, with the dates, guests and the total the server quoted', async () => {
    const answer = await post(await stayRequest({ name: 'Stay Lead', email: 'stay.lead@example.org' }));
    expect(answer.statusCode).toBe(201);
    const [lead] = await api.db.query<{ id: number }>("SELECT id FROM leads WHERE email = 'stay.lead@example.org'");
    expect(await findLead(api.db, lead.id)).toMatchObject({
      kind: 'stay-request', status: 'new', name: 'Stay Lead', phone: '8125550177', propertyName: 'Limestone Suites', floorPlan: 'Suite One', message: null,
      details: [['Dates', 'Mar 12, 2026 to Mar 15, 2026 (3 nights)'], ['Guests', '2'], ['Quoted total', '$500']],
      createdAt: NOW.toISOString(),
    });
  });
});
