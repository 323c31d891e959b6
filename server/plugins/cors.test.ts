import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBLET_KEY_HEADER } from '@/shared/apiTexts';
import { readEnv } from '../config/env';
import { startTestApi, type TestApi } from '../test/api';
import { PREFLIGHT_MAX_AGE } from './cors';

const SITE = 'http://127.0.0.1:4182';
const STRANGER = 'https://evil.example';

/** Every Access-Control-* header of an answer. */
function corsHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ corsOrigins: [SITE, 'https://www.limestoneliving.example'] });
});
afterAll(() => api.close());

describe('issue 13 item 4 static hosting: the API answers a site hosted on a listed origin', () => {
  it('echoes a listed origin on a read, with Vary: Origin and without credentials', async () => {
    const response = await api.app.inject({ url: '/api/data/floorplans/1?projection=withId', headers: { origin: SITE } });
    expect(response.statusCode).toBe(200);
    expect(corsHeaders(response.headers)).toEqual({ 'access-control-allow-origin': SITE });
    // A cache must keep one origin's answer from another: Origin stays beside the encoding the read varies by.
    expect(response.headers.vary).toBe('Origin, Accept-Encoding');
    // The rest of the posture stays: API answers still load and run nothing.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("answers the preflight of a sublet's multipart photo upload and of its deletion with the owner's key, cached 10 minutes", async () => {
    const upload = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/sublets/assets/some-key',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': SUBLET_KEY_HEADER.toLowerCase() },
    });
    expect(upload.statusCode).toBe(204);
    expect(corsHeaders(upload.headers)).toEqual({
      'access-control-allow-origin': SITE,
      'access-control-allow-methods': 'GET, HEAD, POST, DELETE',
      'access-control-allow-headers': `Content-Type, ${SUBLET_KEY_HEADER}`,
      'access-control-max-age': String(PREFLIGHT_MAX_AGE),
    });
    const deletion = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/sublets/7',
      headers: { origin: SITE, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'x-sublet-key' },
    });
    expect(deletion.statusCode).toBe(204);
    expect(deletion.headers['access-control-allow-origin']).toBe(SITE);
  });

  it("carries the headers on refusals, so the site can show the API's message: 400, 404, 413", async () => {
    const controlCharacter = await api.app.inject({ url: '/api/data/floorplans/1%00', headers: { origin: SITE } });
    expect(controlCharacter.statusCode).toBe(400);
    expect(controlCharacter.json()).toEqual({ message: 'The address must not contain control characters' });
    expect(controlCharacter.headers['access-control-allow-origin']).toBe(SITE);

    const invalid = await api.app.inject({ method: 'POST', url: '/api/mail/v3/contact', headers: { origin: SITE }, payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe(SITE);

    const missing = await api.app.inject({ url: '/api/data/nothing-here', headers: { origin: SITE } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(SITE);

    const tooLarge = await api.app.inject({ method: 'POST', url: '/api/mail/v3/contact', headers: { origin: SITE }, payload: { question: 'x'.repeat(70_000) } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('carries the headers on the rate limit\'s 429 and on the 503 of a database that is gone', async () => {
    const limited = await startTestApi({ corsOrigins: [SITE], readRateLimit: { max: 1, timeWindowMs: 60_000 } });
    try {
      const read = () => limited.app.inject({ url: '/api/data/residentFaqs?projection=withId&size=50', headers: { origin: SITE } });
      expect((await read()).statusCode).toBe(200);
      const refused = await read();
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toMatch(/^Too many requests: please wait/);
      expect(refused.headers['access-control-allow-origin']).toBe(SITE);
    } finally {
      await limited.close();
    }
    const broken = await startTestApi({ content: 'empty', corsOrigins: [SITE] });
    await broken.db.close();
    try {
      const unavailable = await broken.app.inject({ url: '/api/data/residentFaqs?projection=withId&size=50', headers: { origin: SITE } });
      expect(unavailable.statusCode).toBe(503);
      expect(unavailable.headers['access-control-allow-origin']).toBe(SITE);
    } finally {
      await broken.app.close();
    }
  });

  it('sends no CORS headers to an unlisted origin, and refuses its preflight', async () => {
    const read = await api.app.inject({ url: '/api/data/floorplans/1?projection=withId', headers: { origin: STRANGER } });
    expect(read.statusCode).toBe(200);
    expect(corsHeaders(read.headers)).toEqual({});
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/mail/v3/contact',
      headers: { origin: STRANGER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(corsHeaders(preflight.headers)).toEqual({});
  });

  it('answers only under /api/: addresses outside it (the pages) get no CORS headers, nor does their preflight', async () => {
    expect(corsHeaders((await api.app.inject({ url: '/apiary', headers: { origin: SITE } })).headers)).toEqual({});
    const preflight = await api.app.inject({ method: 'OPTIONS', url: '/floorplans/1', headers: { origin: SITE, 'access-control-request-method': 'GET' } });
    expect(corsHeaders(preflight.headers)).toEqual({});
  });

  it('sends no CORS headers at all by default (CORS_ORIGINS unset), as a same-origin deployment needs none', async () => {
    expect(readEnv({}).corsOrigins).toEqual([]);
    const plain = await startTestApi({ content: 'empty' });
    try {
      const read = await plain.app.inject({ url: '/api/data/residentFaqs?projection=withId&size=50', headers: { origin: SITE } });
      expect(corsHeaders(read.headers)).toEqual({});
      expect(read.headers.vary ?? '').not.toMatch(/Origin/);
      const preflight = await plain.app.inject({ method: 'OPTIONS', url: '/api/mail/v3/contact', headers: { origin: SITE, 'access-control-request-method': 'POST' } });
      expect(preflight.statusCode).toBe(404);
      expect(corsHeaders(preflight.headers)).toEqual({});
    } finally {
      await plain.close();
    }
  });
});
