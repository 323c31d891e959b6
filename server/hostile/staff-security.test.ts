import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INJECT_ORIGIN, startTestApi, type TestApi } from '../test/api';
import { countRows } from '../test/database';
import { signedInStaff } from '../test/staff';
import { codeIn, enrolByInvitation, headersOf, invitationKeyIn, invitedMember, lastMailTo, post, setCookie, signInWithPasskey } from '../test/staff-flows';
import { CEREMONY_COOKIE, SESSION_COOKIE } from '../staff/cookies';
import { STAFF_CODE_CLIENT_LIMIT } from '../routes/staff-auth';

// The app's clock: tests move it forward to let sessions, codes and invitations expire.
let clock = new Date('2026-11-28T15:00:00Z');
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ content: 'empty', now: () => clock });
});
afterAll(() => api.close());

const me = (headers: Record<string, string>) => api.app.inject({ url: '/api/staff/me', headers });
/** Each test its own client address, so the per-client limits of one test do not reach another. */
let clients = 0;
const fromClient = () => `203.0.113.${++clients}`;
const postFrom = (remoteAddress: string, url: string, payload: object) => api.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { origin: INJECT_ORIGIN } });
const auditActions = async (action: string) => countRows(api.db, 'audit_log', 'action = $1', [action]);

describe('issue 22 security: mailed codes', () => {
  it('issue 22 security: a code brute-forced past 5 tries stops working, even the right one', async () => {
    const client = fromClient();
    const { member } = await enrolByInvitation(api, 'guess@office.test');
    await postFrom(client, '/api/staff/codes', { email: member.email });
    const code = codeIn(await lastMailTo(api, member.email, 'staff-code'));
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await postFrom(client, '/api/staff/codes/verify', { email: member.email, code: wrong })).json().message);
    expect(messages).toEqual(['That code is not right: 4 tries left', 'That code is not right: 3 tries left', 'That code is not right: 2 tries left', 'That code is not right: 1 try left', 'That code has expired or has been used up: ask for a new code']);
    const right = await postFrom(client, '/api/staff/codes/verify', { email: member.email, code });
    expect(right.statusCode).toBe(400);
    expect(setCookie(right, CEREMONY_COOKIE)).toBeUndefined();
  });

  it('issue 22 security: a code expires after 10 minutes and works once', async () => {
    const { member } = await enrolByInvitation(api, 'late@office.test');
    await postFrom(fromClient(), '/api/staff/codes', { email: member.email });
    const code = codeIn(await lastMailTo(api, member.email, 'staff-code'));
    advance(11);
    expect((await postFrom(fromClient(), '/api/staff/codes/verify', { email: member.email, code })).statusCode).toBe(400);
    await postFrom(fromClient(), '/api/staff/codes', { email: member.email });
    const fresh = codeIn(await lastMailTo(api, member.email, 'staff-code'));
    expect((await postFrom(fromClient(), '/api/staff/codes/verify', { email: member.email, code: fresh })).statusCode).toBe(200);
    expect((await postFrom(fromClient(), '/api/staff/codes/verify', { email: member.email, code: fresh })).statusCode).toBe(400);
  });

  it('issue 22 security: the code answer is the same for a known and an unknown address, and only a member gets mail', async () => {
    const { member } = await enrolByInvitation(api, 'known@office.test');
    const known = await postFrom(fromClient(), '/api/staff/codes', { email: member.email });
    const unknown = await postFrom(fromClient(), '/api/staff/codes', { email: 'nobody@office.test' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    expect(await countRows(api.db, 'outbox', 'recipients = $1', ['nobody@office.test'])).toBe(0);
  });

  it('issue 22 security: many parallel verifies of one code sign in at most once', async () => {
    const { member } = await enrolByInvitation(api, 'race@office.test');
    await postFrom(fromClient(), '/api/staff/codes', { email: member.email });
    const code = codeIn(await lastMailTo(api, member.email, 'staff-code'));
    const answers = await Promise.all(Array.from({ length: 12 }, () => postFrom(fromClient(), '/api/staff/codes/verify', { email: member.email, code })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(11);
  });

  it('issue 22 security: code requests are throttled per client (429) and per address (mail held, same answer)', async () => {
    const { member } = await enrolByInvitation(api, 'flood@office.test');
    const client = fromClient();
    const answers = [];
    for (let i = 0; i <= STAFF_CODE_CLIENT_LIMIT.max; i++) answers.push((await postFrom(client, '/api/staff/codes', { email: member.email })).statusCode);
    expect(answers.slice(0, STAFF_CODE_CLIENT_LIMIT.max).every((status) => status === 202)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    // Five code mails an hour reach the mailbox; the rest are held (kept, never sent).
    expect(await countRows(api.db, 'outbox', "recipients = $1 AND kind = 'staff-code' AND state = 'queued'", [member.email])).toBe(5);
    expect(await countRows(api.db, 'outbox', "recipients = $1 AND kind = 'staff-code' AND state = 'held'", [member.email])).toBeGreaterThan(0);
  });
});

describe('issue 22 security: invitations', () => {
  it('issue 22 security: opening an invitation link by GET spends nothing; the POST spends it once, even many at once', async () => {
    await invitedMember(api, 'leasing', 'opened@office.test');
    const key = invitationKeyIn(await lastMailTo(api, 'opened@office.test', 'staff-invitation'));
    // What a mail scanner does: open the link (the fragment never reaches the server), and guess at the API.
    await api.app.inject({ url: `/staff/invitation?key=${key}` });
    expect((await api.app.inject({ url: `/api/staff/invitations/accept?key=${key}` })).statusCode).toBe(404);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(api, '/api/staff/invitations/accept', { key })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(await countRows(api.db, 'outbox', "recipients = 'opened@office.test' AND kind = 'staff-code'")).toBe(1);
  });

  it('issue 22 security: an invitation expires after 24 hours', async () => {
    await invitedMember(api, 'leasing', 'slow@office.test');
    const key = invitationKeyIn(await lastMailTo(api, 'slow@office.test', 'staff-invitation'));
    advance(24 * 60 + 1);
    expect((await post(api, '/api/staff/invitations/accept', { key })).statusCode).toBe(400);
  });
});

describe('issue 22 security: sessions and CSRF', () => {
  it('issue 22 security: a cross-site form POST (no XSRF header, a foreign Origin) is 403 and does nothing', async () => {
    const { headers } = await signedInStaff(api, 'admin');
    const forged = await api.app.inject({
      method: 'POST',
      url: '/api/staff/sign-out-everywhere',
      headers: { cookie: headers.cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(forged.statusCode).toBe(403);
    const foreignBeforeSignIn = await api.app.inject({ method: 'POST', url: '/api/staff/codes', headers: { origin: 'https://evil.example' }, payload: { email: 'x@office.test' } });
    expect(foreignBeforeSignIn.statusCode).toBe(403);
    expect((await me(headers)).statusCode).toBe(200);
  });

  it("issue 22 security: a write with another session's X-XSRF-TOKEN, or none, is 403", async () => {
    const victim = await signedInStaff(api, 'admin');
    const attacker = await signedInStaff(api, 'leasing');
    const swapped = await post(api, '/api/staff/sign-out', undefined, { ...victim.headers, 'x-xsrf-token': attacker.session.csrfToken });
    expect(swapped.statusCode).toBe(403);
    const none = await post(api, '/api/staff/sign-out', undefined, { cookie: victim.headers.cookie });
    expect(none.statusCode).toBe(403);
    expect((await me(victim.headers)).statusCode).toBe(200);
  });

  it('issue 22 security: a session id from before sign-in does not survive it, and a ceremony cookie is never a session', async () => {
    const { authenticator } = await enrolByInvitation(api, 'fixation@office.test');
    const planted = await signedInStaff(api, 'leasing');
    const plantedCookie = `${SESSION_COOKIE}=${planted.session.id}`;
    const signedIn = await signInWithPasskey(api, authenticator, plantedCookie);
    expect(signedIn.statusCode).toBe(200);
    expect(setCookie(signedIn, SESSION_COOKIE)).not.toBe(planted.session.id);
    expect((await me(planted.headers)).statusCode).toBe(401);
    expect((await me(headersOf(signedIn))).json().email).toBe('fixation@office.test');

    const options = await post(api, '/api/staff/sign-in/options', undefined);
    const ceremony = setCookie(options, CEREMONY_COOKIE)!;
    expect((await me({ cookie: `${SESSION_COOKIE}=${ceremony}` })).statusCode).toBe(401);
  });

  it("issue 22 security: a disabled account's open session is refused at its next request, and it cannot sign in", async () => {
    const admin = await signedInStaff(api, 'admin');
    const { member, headers, authenticator } = await enrolByInvitation(api, 'leaving@office.test');
    expect((await me(headers)).statusCode).toBe(200);
    expect((await post(api, `/api/staff/members/${member.id}/disable`, undefined, admin.headers)).statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
    const again = await signInWithPasskey(api, authenticator);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/disabled/);
  });

  it('issue 22 security: a session ends after 30 minutes idle, and after 12 hours however busy', async () => {
    const idle = await signedInStaff(api, 'leasing');
    advance(29);
    expect((await me(idle.headers)).statusCode).toBe(200);
    advance(31);
    expect((await me(idle.headers)).statusCode).toBe(401);

    const busy = await signedInStaff(api, 'leasing');
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      advance(20);
      expect((await me(busy.headers)).statusCode).toBe(200);
    }
    advance(25);
    expect((await me(busy.headers)).statusCode).toBe(401);
  });

  it('issue 22 security: a session is marked as used at most once a minute, and ends 30 minutes after its mark', async () => {
    const idleUntil = async (headers: Record<string, string>) => (await me(headers)).json<{ idleUntil: string }>().idleUntil;
    const signedInAt = clock.getTime();
    const session = await signedInStaff(api, 'leasing');
    const thirtyMinutesAfter = (time: number) => new Date(time + 30 * 60_000).toISOString();
    advance(0.75);
    expect(await idleUntil(session.headers)).toBe(thirtyMinutesAfter(signedInAt));
    advance(29.5);
    expect((await me(session.headers)).statusCode).toBe(401);

    const busy = await signedInStaff(api, 'leasing');
    advance(1);
    const markedAt = clock.getTime();
    expect(await idleUntil(busy.headers)).toBe(thirtyMinutesAfter(markedAt));
    advance(0.5);
    expect(await idleUntil(busy.headers)).toBe(thirtyMinutesAfter(markedAt));
    advance(29.4);
    expect((await me(busy.headers)).statusCode).toBe(200);
  });

  it('issue 22 security: sign out everywhere ends every session of the member', async () => {
    const { authenticator, headers } = await enrolByInvitation(api, 'everywhere@office.test');
    const second = headersOf(await signInWithPasskey(api, authenticator));
    expect((await post(api, '/api/staff/sign-out-everywhere', undefined, second)).statusCode).toBe(204);
    expect([(await me(headers)).statusCode, (await me(second)).statusCode]).toEqual([401, 401]);
  });
});

describe('issue 22 security: roles', () => {
  it('issue 22 security: a leasing member cannot invite or change roles (403 and an audit entry each)', async () => {
    const leasing = await signedInStaff(api, 'leasing');
    const admin = await signedInStaff(api, 'admin');
    const denied = await auditActions('denied');
    const invite = await post(api, '/api/staff/members', { email: 'friend@office.test', name: 'Friend', role: 'admin' }, leasing.headers);
    const promote = await api.app.inject({ method: 'PATCH', url: `/api/staff/members/${leasing.member.id}`, payload: { role: 'admin' }, headers: leasing.headers });
    const list = await api.app.inject({ url: '/api/staff/members', headers: leasing.headers });
    expect([invite.statusCode, promote.statusCode, list.statusCode]).toEqual([403, 403, 403]);
    expect(await auditActions('denied')).toBe(denied + 3);
    expect(await countRows(api.db, 'staff_members', "email = 'friend@office.test'")).toBe(0);
    expect(await countRows(api.db, 'staff_members', "id = $1 AND role = 'leasing'", [leasing.member.id])).toBe(1);
    // The same requests from an admin work.
    expect((await post(api, '/api/staff/members', { email: 'friend@office.test', name: 'Friend', role: 'leasing' }, admin.headers)).statusCode).toBe(201);
  });
});

describe('issue 22 security: caching and headers', () => {
  it('issue 22 security: staff answers are never cacheable, signed in or not, and /staff pages have their own strict policy', async () => {
    const { headers } = await signedInStaff(api, 'leasing');
    const answers = [
      await me(headers),
      await me({}),
      await api.app.inject({ url: '/api/staff/members', headers }),
      await post(api, '/api/staff/codes', { email: 'someone@office.test' }),
      await api.app.inject({ url: '/staff' }),
      await api.app.inject({ url: '/staff/leads?status=new' }),
    ];
    for (const answer of answers.slice(0, 4)) expect(answer.headers['cache-control']).toBe('no-store');
    // A page may be rendered for the member whose cookie it carries (docs/decisions/029): private too, varying by it.
    for (const answer of answers.slice(4)) expect(answer.headers['cache-control']).toBe('no-store, private');
    const page = answers.at(-1)!;
    expect(String(page.headers.vary)).toMatch(/\bCookie\b/);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/google|gstatic|doubleclick|matterport/);
  });
});
