import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';
import { registeredRoutes } from '../test/registered-routes';

// Fastify warns once per process, so the listener is in place before any app of this file is built.
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(`${warning.name}: ${warning.message}`));

/** Routes that take what a schema cannot describe, each with why. */
const NO_SCHEMA_NEEDED: Record<string, string> = {
  'HEAD,GET /api/tours/media/*': 'tour videos served by @fastify/static, which resolves the file path itself',
};
const NO_BODY: Record<string, string> = {
  'POST /api/captcha/local': 'nothing is sent: the local check issues a token',
  'POST /api/admin/sublets/:id/renew': 'the poster proves ownership with the X-Sublet-Key header; nothing else is sent',
  'POST /api/admin/sublets/assets/:assetKey': 'multipart, read and checked part by part as it arrives',
  'POST /api/staff/sign-out': 'the session cookie says whose session ends; nothing else is sent',
  'POST /api/staff/sign-out-everywhere': 'the session cookie says whose sessions end; nothing else is sent',
  'POST /api/staff/sign-in/options': 'nothing is sent: the server starts a passkey ceremony',
  'POST /api/staff/passkeys/options': 'nothing is sent: the server starts a passkey ceremony for the signed-in member',
  'POST /api/staff/members/:id/disable': 'the path names the account; nothing else is sent',
  'POST /api/staff/members/:id/enable': 'the path names the account; nothing else is sent',
  'POST /api/staff/members/:id/invitation': 'the path names the account; nothing else is sent',
  'POST /api/staff/sublets/:id/approve': 'the path names the listing; nothing else is sent',
  'POST /api/staff/sublets/:id/restore': 'the path names the listing; nothing else is sent',
  'POST /api/staff/tours/:id/:action': 'the path names the tour and what is done to it; nothing else is sent',
  'POST /api/staff/catalog/floorplans/:id/photos': 'multipart, read and checked part by part as it arrives (server/images/upload.ts)',
  'POST /api/staff/audit/:id/revert': 'the path names the entry to undo; nothing else is sent',
  'POST /api/tour-booking/tours/:key/cancel': 'the key in the path names the tour and proves the right to cancel it; nothing else is sent',
  'POST /api/alerts/confirm/:key': 'the key in the path names the sign-up and proves the address; nothing else is sent',
  'POST /api/alerts/manage/:key/stop-all': 'the key in the path proves the address whose alerts all stop; nothing else is sent',
  'POST /api/alerts/unsubscribe/:key': "the key in the path names the alert; the body is RFC 8058's fixed 'List-Unsubscribe=One-Click', not read",
};

let api: TestApi;
let routes: RouteOptions[];
beforeAll(async () => {
  ({ result: api, routes } = await registeredRoutes(() => startTestApi({ operatorKey: 'operator-key-of-this-test' })));
  await api.app.ready();
});
afterAll(() => api.close());

const nameOf = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;
const schemaOf = (route: RouteOptions) => (route.schema ?? {}) as { params?: unknown; body?: unknown };

describe('issue 21 a schema on every route', () => {
  it('every route declares its params, query and body completely: building the app draws no warning from Fastify', () => {
    expect(warnings).toEqual([]);
  });

  it('every route with a path parameter declares it, and every POST its body, but for the named exceptions', () => {
    const unchecked = routes.filter((route) => !(nameOf(route) in NO_SCHEMA_NEEDED));
    const paramsMissing = unchecked.filter((route) => /[:*]/.test(route.url) && !schemaOf(route).params).map(nameOf);
    const bodyMissing = unchecked.filter((route) => [route.method].flat().includes('POST') && !schemaOf(route).body && !(nameOf(route) in NO_BODY)).map(nameOf);
    expect({ paramsMissing, bodyMissing }).toEqual({ paramsMissing: [], bodyMissing: [] });
    // The exceptions name routes that exist, so a renamed route cannot leave a stale excuse behind.
    expect(Object.keys({ ...NO_SCHEMA_NEEDED, ...NO_BODY }).filter((name) => !routes.some((route) => nameOf(route) === name))).toEqual([]);
  });
});
