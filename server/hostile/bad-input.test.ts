import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sublet } from '@/features/sublets/types';
import { addDays, isoDate } from '../calendar/dates';
import { startTestApi, type TestApi } from '../test/api';
import { createSublet, postSublet, subletBody } from '../test/sublets';

/**
 * Issue 15: bad input is the visitor's mistake, answered with a 4xx and a message, never a 500 with a stack trace in
 * the error log. Each list counts its cases, so a case dropped by accident shows.
 */
let api: TestApi;
let sublet: Sublet;
beforeAll(async () => {
  api = await startTestApi();
  sublet = await createSublet(api);
});
afterAll(() => api.close());

const today = () => isoDate(new Date());
const thisYear = () => new Date().getFullYear();

function contactBody(overrides: Record<string, unknown>, captchaResponse: string) {
  return { name: 'Robin Lee', email: 'robin@example.org', phone: '8125550177', question: 'Is parking included?', emailPreferred: true, captchaResponse, ...overrides };
}

const BAD_READS = [
  '/api/data/assets/%00',
  '/api/asset/download/%00',
  '/api/asset/download/abc%00def?w=320',
  '/api/asset/download/abc?w=%00',
  '/api/asset/download/abc?w=99999999999999999999',
  '/api/data/sublets/search/byAssetKey?projection=withId&assetKey=%00',
  '/api/data/sublets/search/byAssetKey?projection=withId&assetKey=a%00b',
  '/api/data/floorplans?projection=details&page=4611686018427388',
  '/api/data/floorplans?projection=details&page=99999999999999999999999',
  '/api/data/floorplans?projection=details&page=1e400',
  '/api/data/floorplans?projection=details&size=%00',
  '/api/data/floorplans?projection=%00',
  '/api/data/floorplans?projection=details&page=1&page=2',
  '/api/data/floorplans/%00',
  '/api/data/floorplans/99999999999999999999',
  '/api/data/floorplans/search/byPropertyId?projection=short-term&id=1&page=4611686018427388&size=2000',
  '/api/data/properties/%00?projection=details',
  '/api/data/floorplanFaqs/search/byFloorplanId?projection=withId&floorplanId=%00',
  '/api/data/properties/filter?x=%00',
  '/api/%00',
  '/sublets/%00',
  '/%00',
  '/robots.txt?%00',
];

describe('issue 15 bad reads answer 4xx, never 5xx', () => {
  it(`refuses all ${BAD_READS.length} bad reads with a 4xx and a message`, async () => {
    const answers = await Promise.all(BAD_READS.map(async (url) => ({ url, response: await api.app.inject(url) })));
    const failed = answers.filter(({ response }) => response.statusCode < 400 || response.statusCode >= 500).map(({ url, response }) => `${response.statusCode} ${url}`);
    expect(failed).toEqual([]);
    for (const { response } of answers) expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    expect(answers).toHaveLength(23);
  });
});

/** [case, url, body, what the message must say]: each must be a 400 that names the problem. */
type Refusal = [name: string, url: string, body: () => Promise<Record<string, unknown>> | Record<string, unknown>, message: RegExp];

const subletUrl = async () => `/api/admin/sublets?captchaResponse=${encodeURIComponent(await api.captchaToken())}`;
const contactUrl = '/api/mail/v3/contact';

const REFUSALS: Refusal[] = [
  ['a NUL byte in a sublet title', 'sublet', () => subletBody({ title: 'Room\u0000 near campus' }), /Title must not contain control characters/],
  ['an escape sequence in a sublet title', 'sublet', () => subletBody({ title: 'ok\u001b[2K\u001b[1A\u001b[31mFAKE' }), /Title must not contain control characters/],
  ['a bidi override in a sublet title', 'sublet', () => subletBody({ title: 'Room \u202egnp.exe' }), /Title must not contain control characters/],
  ['a bidi isolate in a sublet description', 'sublet', () => subletBody({ description: 'Nice \u2066room\u2069' }), /Description must not contain control characters/],
  ['a NUL byte in a first name', 'sublet', () => subletBody({ firstName: 'Ca\u0000sey' }), /First name must not contain control characters/],
  ['availableFrom 0000-01-01', 'sublet', () => subletBody({ availableFrom: '0000-01-01' }), /Available From must be/],
  ['availableFrom the year before last', 'sublet', () => subletBody({ availableFrom: `${thisYear() - 2}-06-01` }), /Available From must be/],
  ['availableTo absurdly far ahead', 'sublet', () => subletBody({ availableFrom: today(), availableTo: '9999-12-31' }), /Available To must be/],
  ['4 available bedrooms of 1', 'sublet', () => subletBody({ bedroom: 1, availableBedrooms: 4 }), /Available bedrooms must not be more than the 1 bedroom/],
  ['bedroom written in hex', 'sublet', () => subletBody({ bedroom: '0x3' }), /Bedrooms must be from/],
  ['rent written as 1e3', 'sublet', () => subletBody({ rent: '1e3' }), /Provide rent|Rent must/],
  ['a NUL byte in a contact question', 'contact', async () => contactBody({ question: 'Parking?\u0000' }, await api.captchaToken()), /Question must not contain control characters/],
  ['a bidi override in a contact name', 'contact', async () => contactBody({ name: 'Robin \u202eeeL' }, await api.captchaToken()), /Name must not contain control characters/],
  ['upperRent 1e300', 'contact', async () => contactBody({ additionalInfo: { upperRent: 1e300 } }, await api.captchaToken()), /upper rent must be at most/],
  ['analytics property 2147483648', '/api/admin/analytics/contact/clicked', () => ({ property: 2147483648 }), /property must be a property id/],
  ['analytics property as a huge string', '/api/admin/analytics/contact/clicked', () => ({ property: '99999999999999999999' }), /property must be a property id/],
  ['a lone surrogate in a sublet title (half of a character, which storage turned into U+FFFD)', 'sublet', () => subletBody({ title: 'Room \ud800 near campus' }), /Title contains half of a character/],
  ['a lone surrogate in a contact question', 'contact', async () => contactBody({ question: 'Parking? \udfff' }, await api.captchaToken()), /Question contains half of a character/],
  ['a NUL byte in a message to a sublet owner', 'message', () => ({ name: 'Ana', email: 'ana@example.org', message: 'Hi\u0000' }), /Message must not contain control characters/],
];

describe('issue 15 bad writes are refused with a clear message', () => {
  it.each(REFUSALS)('refuses %s', async (_name, target, body, message) => {
    const url =
      target === 'sublet' ? await subletUrl() : target === 'contact' ? contactUrl : target === 'message' ? `/api/admin/sublets/${sublet.id}/message?captchaResponse=${await api.captchaToken()}` : target;
    const response = await api.app.inject({ method: 'POST', url, payload: await body() });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });

  it('counts 19 refusals', () => expect(REFUSALS).toHaveLength(19));

  it('keeps accepting what people really type: tabs and line breaks in a description, accents and emoji in a title', async () => {
    const response = await postSublet(api, subletBody({ title: 'Café room ☀️ near IU', description: 'Line one\nLine two\r\n\tindented' }));
    expect(response.statusCode).toBe(201);
    expect(response.json<Sublet>()).toMatchObject({ title: 'Café room ☀️ near IU', description: 'Line one\nLine two\r\n\tindented' });
  });

  it('still takes a sublet available from today until next year', async () => {
    expect((await postSublet(api, subletBody({ availableFrom: today(), availableTo: addDays(today(), 365) }))).statusCode).toBe(201);
  });
});

const BOUNDARY = '----bad-input-boundary';
const multipart = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) => () => ({
  method: 'POST' as const,
  url: `/api/admin/sublets/assets/${sublet.assetKey}`,
  headers: { 'content-type': contentType },
  payload: body,
});
const BAD_UPLOADS = [
  ['no boundary', multipart('garbage', 'multipart/form-data')],
  ['garbage between boundaries', multipart(`--${BOUNDARY}\r\nnot a header line\r\n\r\n\u0000\u0001\r\n--${BOUNDARY}--\r\n`)],
  ['a body cut off in the middle of a file', multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n0\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff\u00e0 partial`)],
  ['a body cut off in the headers', multipart(`--${BOUNDARY}\r\nContent-Disposition: form-da`)],
  ['an empty body', multipart('')],
  ['a NUL byte in the file name', multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n0\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`)],
] as const;

describe('issue 15 malformed or truncated multipart answers 4xx', () => {
  it(`refuses all ${BAD_UPLOADS.length} broken uploads with a 4xx and a message`, async () => {
    const failed: string[] = [];
    for (const [name, request] of BAD_UPLOADS) {
      const response = await api.app.inject(request());
      if (response.statusCode < 400 || response.statusCode >= 500 || typeof response.json<{ message?: unknown }>().message !== 'string') failed.push(`${response.statusCode} ${name}`);
    }
    expect(failed).toEqual([]);
    expect(BAD_UPLOADS).toHaveLength(6);
  });

  it('refuses a file name with a bidi override, which would show another extension than the real one', async () => {
    const form = new FormData();
    form.append('name', '0');
    form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), 'photo\u202egpj.exe');
    const response = await api.app.inject({ method: 'POST', url: `/api/admin/sublets/assets/${sublet.assetKey}`, payload: form });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The file name must not contain control characters' });
  });
});
