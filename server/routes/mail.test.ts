import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_INQUIRY_EMAILS } from '@/config';
import type { RentalApplicationRequest } from '@/features/inquiries/types';
import type { ContactMessage } from '@/features/inquiries/types';
import type { Mailer } from '../mail/outbox';
import { startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';

/** Mail the API handed to SMTP, or a failure to hand it over. */
const sent: Parameters<Mailer['send']>[0][] = [];
let failSending = false;
const mailer: Mailer = {
  async send(mail) {
    if (failSending) throw new Error('SMTP server said no');
    sent.push(mail);
  },
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ mailer });
});
afterAll(() => api.close());

interface OutboxRow {
  kind: string;
  recipients: string;
  replyTo: string;
  subject: string;
  body: string;
  payload: Record<string, unknown>;
  sentAt: string | null;
  sendError: string | null;
  state: string;
  tries: number;
}
const lastMail = async () =>
  (
    await api.db.query<OutboxRow>(
      `SELECT kind, recipients, reply_to AS "replyTo", subject, body, payload, sent_at AS "sentAt", send_error AS "sendError", state, tries FROM outbox WHERE kind <> 'inquiry-receipt' ORDER BY id DESC LIMIT 1`,
    )
  )[0];

async function post(url: string, body: object) {
  return api.app.inject({ method: 'POST', url, payload: body });
}

async function application(overrides: Partial<Record<keyof RentalApplicationRequest, unknown>> = {}) {
  return {
    name: 'Robin Lee',
    email: 'robin@example.org',
    phone: '8125550177',
    property: 'Jordan Commons',
    address: 'Jordan Two',
    questions: 'Is parking included?',
    captchaResponse: await api.captchaToken(),
    currentPage: 'http://localhost:8080/floorplans/10',
    subject: 'Rental Application Request',
    ...overrides,
  };
}

async function contact(overrides: Partial<Record<keyof ContactMessage, unknown>> = {}) {
  return {
    to: '',
    subject: 'Message from localhost',
    captchaResponse: await api.captchaToken(),
    name: 'Sam Ortiz',
    phone: '(812) 555-0188',
    email: 'sam@example.org',
    emailPreferred: false,
    phonePreferred: false,
    textPreferred: true,
    question: 'Do you have a 2-bedroom available in March?',
    currentPage: 'http://localhost:8080/',
    communities: 'Cascades Flats,Switchyard Lofts',
    additionalInfo: { bedrooms: '2', moveInDate: 'March', amenities: 'Balcony', pets: 'Cat', floorPlan: '', hearAboutUs: 'A friend', lowerRent: 900, upperRent: 1500 },
    ...overrides,
  };
}

describe('spec 7 POST api/mail/application', () => {
  it('stores the request in the outbox for the community\'s inquiry inbox and sends it after the answer; the captcha token is not kept', async () => {
    const response = await post('/api/mail/application', await application());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Rental Application Request Sent!' });
    await vi.waitFor(async () => expect((await lastMail()).sentAt).not.toBeNull());
    const mail = await lastMail();
    expect(mail).toMatchObject({ kind: 'application', recipients: COMMUNITY_INQUIRY_EMAILS['Jordan Commons'], replyTo: 'robin@example.org', subject: 'Rental Application Request', sendError: null });
    expect(mail.body).toContain('Is parking included?');
    expect(mail.payload).not.toHaveProperty('captchaResponse');
    expect(sent).toContainEqual(expect.objectContaining({ to: [COMMUNITY_INQUIRY_EMAILS['Jordan Commons']], replyTo: 'robin@example.org' }));
  });

  it("spec 3 an unknown community goes to 'Other'; optional fields may be left out; the subject defaults", async () => {
    const { phone, address, questions, subject, ...required } = await application({ property: 'Somewhere Else' });
    void [phone, address, questions, subject];
    expect((await post('/api/mail/application', required)).statusCode).toBe(200);
    expect(await lastMail()).toMatchObject({ recipients: COMMUNITY_INQUIRY_EMAILS.Other, subject: 'Rental Application Request' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing name', { name: '' }, 'Please provide Name'],
    ['a missing e-mail', { email: undefined }, 'Please provide Email'],
    ['an e-mail that is not one', { email: 'robin' }, 'Please provide a valid Email'],
    ['no community', { property: '' }, 'Please select Neighborhood'],
    ['no captcha', { captchaResponse: '' }, 'Please check the captcha'],
    ['a wrong captcha', { captchaResponse: 'forged' }, 'Please check the captcha'],
    ['a phone with letters', { phone: 'call me' }, 'Please provide a valid Phone'],
    ['questions over 1000 characters', { questions: 'x'.repeat(1001) }, 'Questions must be at most 1000 characters'],
    ['a name of the wrong type', { name: { first: 'Robin' } }, 'Please provide Name'],
  ])('spec 5 refuses %s with "%s" and stores nothing', async (_case, overrides, message) => {
    const before = await countRows(api.db, 'outbox');
    const response = await post('/api/mail/application', await application(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await countRows(api.db, 'outbox')).toBe(before);
  });
});

describe('spec 7 POST api/mail/v3/contact', () => {
  it('stores the message for the inboxes of the checked communities, with every field of the message', async () => {
    const response = await post('/api/mail/v3/contact', await contact());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Message Sent!' });
    const mail = await lastMail();
    expect(mail.recipients).toBe(`${COMMUNITY_INQUIRY_EMAILS['Cascades Flats']}, ${COMMUNITY_INQUIRY_EMAILS['Switchyard Lofts']}`);
    expect(mail).toMatchObject({ kind: 'contact', replyTo: 'sam@example.org', subject: 'Message from localhost' });
    expect(mail.body).toContain('Do you have a 2-bedroom available in March?');
    expect(mail.body).toContain('Answer by: text');
    expect(mail.body).toContain('Rent: $900 - $1,500');
    expect(mail.payload).toMatchObject({ communities: 'Cascades Flats,Switchyard Lofts', additionalInfo: { pets: 'Cat', lowerRent: 900 } });
  });

  it("routes by `to` only when it is one of the company's inboxes, never to an address a visitor chose", async () => {
    await post('/api/mail/v3/contact', await contact({ to: COMMUNITY_INQUIRY_EMAILS['The Kirkwood'], communities: '' }));
    expect((await lastMail()).recipients).toBe(COMMUNITY_INQUIRY_EMAILS['The Kirkwood']);
    await post('/api/mail/v3/contact', await contact({ to: 'victim@example.net', communities: '' }));
    expect((await lastMail()).recipients).toBe(COMMUNITY_INQUIRY_EMAILS.Other);
  });

  it('spec 3 additionalInfo may be left out: the rent range defaults to the slider bounds', async () => {
    const { additionalInfo, ...rest } = await contact();
    void additionalInfo;
    expect((await post('/api/mail/v3/contact', rest)).statusCode).toBe(200);
    expect((await lastMail()).payload.additionalInfo).toEqual({ bedrooms: '', moveInDate: '', amenities: '', pets: '', floorPlan: '', hearAboutUs: '', lowerRent: 0, upperRent: 4000 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no preferred-contact box', { emailPreferred: false, phonePreferred: false, textPreferred: false }, 'Please check one of the boxes'],
    ['a missing name', { name: undefined }, 'Please provide Name'],
    ['a missing phone', { phone: '' }, 'Please provide Phone'],
    ['a phone of 3 digits', { phone: '555' }, 'Please provide a valid Phone'],
    ['a missing question', { question: '' }, 'Please provide Question'],
    ['a question over 1000 characters', { question: 'x'.repeat(1001) }, 'Please provide Question (at most 1000 characters)'],
    ['a bad e-mail', { email: 'sam@' }, 'Please provide a valid Email'],
    ['a lower rent above the upper rent', { additionalInfo: { lowerRent: 2000, upperRent: 1000 } }, 'The lower rent must not be above the upper rent'],
    ['a rent as text', { additionalInfo: { lowerRent: 'cheap' } }, 'The lower rent must be a number'],
    ['a preference that is not true or false', { emailPreferred: 'yes' }, 'emailPreferred must be true or false'],
    ['a bad captcha', { captchaResponse: 'forged' }, 'Please check the captcha'],
  ])('spec 5 refuses %s with "%s" and stores nothing', async (_case, overrides, message) => {
    const before = await countRows(api.db, 'outbox');
    const response = await post('/api/mail/v3/contact', await contact(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await countRows(api.db, 'outbox')).toBe(before);
  });

  it('keeps a mail that SMTP refused, marked with the error and queued for another try, and still thanks the visitor', async () => {
    failSending = true;
    try {
      const response = await post('/api/mail/v3/contact', await contact());
      expect(response.statusCode).toBe(200);
      await vi.waitFor(async () => expect(await lastMail()).toMatchObject({ sentAt: null, sendError: 'SMTP server said no', state: 'queued', tries: 1 }));
    } finally {
      failSending = false;
    }
  });
});

const lastReceipt = async () =>
  (
    await api.db.query<OutboxRow & { heldAt: string | null }>(
      `SELECT kind, recipients, reply_to AS "replyTo", subject, body, payload, sent_at AS "sentAt", held_at AS "heldAt", state FROM outbox WHERE kind = 'inquiry-receipt' ORDER BY id DESC LIMIT 1`,
    )
  )[0];

/** A mailbox no other test writes to, so its receipts' cooldown starts empty. */
let mailboxes = 0;
const freshAddress = () => `renter${(mailboxes += 1)}-${Date.now()}@example.org`;

describe('issue 27 receipts: the sender of a request or a message gets a receipt, bounded and free of typed text', () => {
  it('an application request queues a receipt to the typed address with the community, the plan, when to expect an answer and the office', async () => {
    const email = freshAddress();
    const response = await post('/api/mail/application', await application({ email, address: 'Jordan Two', questions: 'Visit https://spam.example now' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Rental Application Request Sent!', receiptHeld: false });
    const receipt = await lastReceipt();
    expect(receipt).toMatchObject({ kind: 'inquiry-receipt', recipients: email, replyTo: COMMUNITY_INQUIRY_EMAILS['Jordan Commons'], heldAt: null });
    expect(receipt.subject).toBe('We received your rental application request');
    expect(receipt.body).toContain('Community: Jordan Commons');
    expect(receipt.body).toContain('Floor plan: Jordan Two');
    expect(receipt.body).toContain('within one business day');
    expect(receipt.body).toContain(COMMUNITY_INQUIRY_EMAILS['Jordan Commons']);
    expect(receipt.body).toContain('(812) 555-0142');
    // Nothing the sender typed: not the name, not the questions, not the phone.
    for (const typed of ['Robin', 'spam.example', '8125550177']) expect(receipt.body).not.toContain(typed);
    await vi.waitFor(() => expect(sent.some((mail) => mail.to.includes(email))).toBe(true));
  });

  it('a contact message\'s receipt lists its communities and its chosen move-in, bedrooms, plan and way to answer; never the question, the name or free text', async () => {
    const email = freshAddress();
    const response = await post('/api/mail/v3/contact', await contact({
      email,
      additionalInfo: { bedrooms: '2', moveInDate: '2027-03-01', amenities: 'Call 555 for cheap pills', pets: 'Cat', floorPlan: 'Jordan Two (Jordan Commons), Nowhere Plan', hearAboutUs: 'A friend', lowerRent: 900, upperRent: 1500 },
    }));
    expect(response.json()).toMatchObject({ message: 'Message Sent!', receiptHeld: false });
    const receipt = await lastReceipt();
    expect(receipt.recipients).toBe(email);
    expect(receipt.subject).toBe('We received your message');
    expect(receipt.body).toContain('Communities: Cascades Flats, Switchyard Lofts');
    expect(receipt.body).toContain('Bedrooms: 2');
    expect(receipt.body).toContain('Move-in date: Mar 01, 2027');
    expect(receipt.body).toContain('Floor plan: Jordan Two');
    expect(receipt.body).toContain('Answer by: text');
    for (const typed of ['Sam', 'Do you have a 2-bedroom', 'cheap pills', 'Nowhere Plan', 'Cat', 'A friend']) expect(receipt.body).not.toContain(typed);
  });

  it('leaves out a move-in that is not a date, bedrooms that are not a choice of the form and a plan that does not exist', async () => {
    const email = freshAddress();
    await post('/api/mail/v3/contact', await contact({
      email,
      additionalInfo: { bedrooms: 'Write to win.example', moveInDate: 'see win.example', amenities: '', pets: '', floorPlan: 'win.example', hearAboutUs: '', lowerRent: 0, upperRent: 4000 },
    }));
    const { body } = await lastReceipt();
    expect(body).not.toContain('win.example');
    expect(body).not.toMatch(/Bedrooms|Move-in date|Floor plan/);
  });

  it('past three receipts in 24 hours to one mailbox (case and +tags folded) the receipt is held, and the request still reaches the office', async () => {
    const email = freshAddress();
    const [local, domain] = email.split('@');
    for (const address of [email, `${local}+a@${domain}`, email.toUpperCase()]) {
      expect((await post('/api/mail/application', await application({ email: address }))).json()).toMatchObject({ receiptHeld: false });
    }
    const fourth = await post('/api/mail/application', await application({ email: `${local}+b@${domain}` }));
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toMatchObject({ message: 'Rental Application Request Sent!', receiptHeld: true });
    expect(await lastReceipt()).toMatchObject({ state: 'held' });
    expect(await lastMail()).toMatchObject({ kind: 'application', replyTo: `${local}+b@${domain}`, state: expect.stringMatching(/queued|sent/) });
  });
});
