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
      'SELECT kind, recipients, reply_to AS "replyTo", subject, body, payload, sent_at AS "sentAt", send_error AS "sendError", state, tries FROM outbox ORDER BY id DESC LIMIT 1',
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
    expect(sent.at(-1)).toMatchObject({ to: [COMMUNITY_INQUIRY_EMAILS['Jordan Commons']], replyTo: 'robin@example.org' });
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
    expect(mail.body).toContain('Rent range: $900 - $1500');
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
