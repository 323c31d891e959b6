import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/api';
import { signedInStaff } from '../test/staff';
import { recordAudit } from './audit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ content: 'empty' });
});
afterAll(() => api.close());

describe('issue 22 sessions: the staff guard', () => {
  it('issue 22 sessions: nobody signed in gets a 401, a signed-in member their own account', async () => {
    expect((await api.app.inject({ url: '/api/staff/me' })).statusCode).toBe(401);
    const { member, headers } = await signedInStaff(api, 'leasing');
    const me = await api.app.inject({ url: '/api/staff/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: member.id, email: member.email, role: 'leasing' });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('issue 22 sessions: a write without the session\'s XSRF token is refused, and sign-out ends the session', async () => {
    const { headers } = await signedInStaff(api, 'admin');
    const noToken = await api.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers: { ...headers, 'x-xsrf-token': '' } });
    expect(noToken.statusCode).toBe(403);
    const out = await api.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers });
    expect(out.statusCode).toBe(204);
    expect((await api.app.inject({ url: '/api/staff/me', headers })).statusCode).toBe(401);
  });
});

describe('issue 22 audit: the log is append-only', () => {
  it('issue 22 audit: an entry can be added but never changed, deleted or truncated', async () => {
    await recordAudit(api.db, { at: new Date(), actorId: null, action: 'role-changed', target: 'member 1', from: '127.0.0.1', after: { role: 'admin' } });
    const [{ count }] = await api.db.query<{ count: number }>('SELECT count(*) AS count FROM audit_log');
    expect(count).toBeGreaterThan(0);
    await expect(api.db.query("UPDATE audit_log SET action = 'changed'")).rejects.toThrow(/never changed or deleted/);
    await expect(api.db.query('DELETE FROM audit_log')).rejects.toThrow(/never changed or deleted/);
    await expect(api.db.query('TRUNCATE audit_log')).rejects.toThrow(/never changed or deleted/);
    expect((await api.db.query<{ count: number }>('SELECT count(*) AS count FROM audit_log'))[0].count).toBe(count);
  });
});
