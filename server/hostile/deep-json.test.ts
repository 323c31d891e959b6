import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';
import { registeredRoutes } from '../test/registered-routes';
import { subletBody } from '../test/sublets';

/**
 * Issue 26 item 2: a JSON body nested 2,000 levels deep answered 500 with a stack trace in the error log, on every
 * POST, the captcha's and the operator's (before its key check) included. Every POST route the app has is tried, found
 * as the app registers it, so a route added later is covered without touching this file.
 */
let postRoutes: string[];
let api: TestApi;
const errorLines: string[] = [];
beforeAll(async () => {
  const registered = await registeredRoutes(() =>
    startTestApi({ operatorKey: 'operator-key-of-this-test', logger: { level: 'error', stream: { write: (line: string) => void errorLines.push(line) } } }),
  );
  api = registered.result;
  postRoutes = registered.routes.filter((route) => [route.method].flat().includes('POST')).map((route) => route.url);
});
afterAll(() => api.close());

/** The route's URL with each parameter filled in. */
const address = (route: string) => route.replace(/:[A-Za-z]+/g, '1');
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepField = (depth: number) => JSON.stringify({ ...subletBody(), extra: 0 }).replace('0}', `${'{"a":'.repeat(depth)}0${'}'.repeat(depth + 1)}`);

describe('issue 26 item 2 bodies the parser cannot choke on', () => {
  it('finds the POST routes of the app, the captcha and the operator among them', () => {
    expect(postRoutes).toEqual(expect.arrayContaining(['/api/captcha/local', '/api/admin/operator', '/api/admin/sublets', '/api/mail/v3/contact']));
  });

  it('issue 26 item 2: answers a body nested 2,000 levels deep on every POST route with a 400 and a message, logging no error', async () => {
    for (const body of [deepArray(2000), deepField(2000), deepArray(100_000).slice(0, 60_000)]) {
      const answers = await Promise.all(
        postRoutes.map(async (route) => ({ route, response: await api.app.inject({ method: 'POST', url: address(route), headers: { 'content-type': 'application/json' }, payload: body }) })),
      );
      // Issue 22: a staff route refuses a request without a session before its body is read at all (a 401).
      const refusedUnread = ({ route, response }: (typeof answers)[number]) => response.statusCode === 401 && route.startsWith('/api/staff/');
      const wrong = answers.filter((answer) => answer.response.statusCode !== 400 && !refusedUnread(answer)).map(({ route, response }) => `${response.statusCode} ${route}`);
      expect(wrong).toEqual([]);
      for (const answer of answers.filter((answer) => !refusedUnread(answer))) expect(answer.response.json()).toEqual({ message: 'The request body is nested too deeply' });
    }
    expect(errorLines).toEqual([]);
  });

  it('issue 26 item 2: still takes a form whose fields nest as forms do, still refuses a body over 64 KiB or one that poisons a prototype', async () => {
    const nested = await api.app.inject({ method: 'POST', url: '/api/admin/operator', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'sublets', extra: [[{ a: { b: [1] } }]] }) });
    expect(nested.json<{ message: string }>().message).not.toMatch(/nested/);
    const large = await api.app.inject({ method: 'POST', url: '/api/captcha/local', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ a: 'x'.repeat(64 * 1024) }) });
    expect(large.statusCode).toBe(413);
    const poisoned = await api.app.inject({ method: 'POST', url: '/api/captcha/local', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"isAdmin":true}}' });
    expect(poisoned.statusCode).toBe(400);
  });
});
