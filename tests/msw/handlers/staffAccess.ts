import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { InviteBody } from '@/features/staff/types';
import {
  adminMe,
  authenticationOptions,
  INVITATION_KEY,
  INVITED_EMAIL,
  registrationOptions,
  RIGHT_CODE,
  STAFF_XSRF,
  staffMembers,
  staffPasskeys,
} from '../fixtures/staffAccess';

const CODE_ON_ITS_WAY = { message: 'If this address belongs to a staff member, a code is on its way.' };

/**
 * A write of a signed-in member: refused (403) without the `X-XSRF-TOKEN` header the session's cookie names, as the
 * staff API refuses it. A test sets the cookie (setStaffXsrfCookie) and axios copies it into the header.
 */
const withXsrf =
  (resolver: HttpResponseResolver): HttpResponseResolver =>
  (info) =>
    info.request.headers.get('x-xsrf-token') === STAFF_XSRF
      ? resolver(info)
      : HttpResponse.json({ message: 'This request is missing its security token. Reload the page and try again.' }, { status: 403 });

/** Issue 22's sign-in and accounts (`api/staff/*`): an admin is signed in and everything succeeds unless a test says not. */
export const staffAccessHandlers = [
  http.get('*/api/staff/me', () => HttpResponse.json(adminMe)),
  http.post('*/api/staff/sign-in/options', () => HttpResponse.json(authenticationOptions)),
  http.post('*/api/staff/sign-in', () => HttpResponse.json(adminMe)),
  http.post('*/api/staff/codes', () => HttpResponse.json(CODE_ON_ITS_WAY, { status: 202 })),
  http.post('*/api/staff/codes/verify', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    return code === RIGHT_CODE ? HttpResponse.json(registrationOptions) : HttpResponse.json({ message: 'That code is not right: 4 tries left' }, { status: 400 });
  }),
  http.post('*/api/staff/invitations/accept', async ({ request }) => {
    const { key } = (await request.json()) as { key: string };
    return key === INVITATION_KEY
      ? HttpResponse.json({ email: INVITED_EMAIL, message: `We mailed a 6-digit code to ${INVITED_EMAIL}.` })
      : HttpResponse.json({ message: 'This invitation has expired or was already used. Ask an admin for a new one.' }, { status: 400 });
  }),
  http.post('*/api/staff/passkeys/register', () => HttpResponse.json(adminMe, { status: 201 })),
  http.post('*/api/staff/passkeys/options', withXsrf(() => HttpResponse.json(registrationOptions))),
  http.post('*/api/staff/sign-out', withXsrf(() => new HttpResponse(null, { status: 204 }))),
  http.post('*/api/staff/sign-out-everywhere', withXsrf(() => new HttpResponse(null, { status: 204 }))),
  http.get('*/api/staff/passkeys', () => HttpResponse.json(staffPasskeys)),
  http.patch('*/api/staff/passkeys/:id', withXsrf(async ({ params, request }) => {
    const { name } = (await request.json()) as { name: string };
    return HttpResponse.json({ ...staffPasskeys.find((passkey) => passkey.id === Number(params.id)), name });
  })),
  http.delete('*/api/staff/passkeys/:id', withXsrf(() => new HttpResponse(null, { status: 204 }))),
  http.get('*/api/staff/members', () => HttpResponse.json(staffMembers)),
  http.post('*/api/staff/members', withXsrf(async ({ request }) => {
    const body = (await request.json()) as InviteBody;
    return HttpResponse.json({ ...body, id: 9, disabledAt: null, createdAt: '2026-03-02T16:00:00.000Z', passkeys: 0, lastSignInAt: null }, { status: 201 });
  })),
  http.patch('*/api/staff/members/:id', withXsrf(async ({ params, request }) => {
    const { role } = (await request.json()) as { role: string };
    return HttpResponse.json({ ...staffMembers.find((member) => member.id === Number(params.id)), role });
  })),
  http.post('*/api/staff/members/:id/disable', withXsrf(() => new HttpResponse(null, { status: 204 }))),
  http.post('*/api/staff/members/:id/enable', withXsrf(() => new HttpResponse(null, { status: 204 }))),
  http.post('*/api/staff/members/:id/invitation', withXsrf(() => new HttpResponse(null, { status: 204 }))),
];
