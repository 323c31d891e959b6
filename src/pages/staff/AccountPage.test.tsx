import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/render';
import { deviceRegistration, registrationOptions, setStaffXsrfCookie, STAFF_XSRF, staffPasskeys } from '@tests/msw/fixtures/staffAccess';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

beforeEach(() => setStaffXsrfCookie());

const passkeyCard = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('issue 22 account page', () => {
  it('issue 22 account: lists my passkeys with when each was added and last used, on the office\'s clock', async () => {
    renderRoute('/staff/account');
    const laptop = await passkeyCard('Office laptop');
    // 14:00 and 15:00 UTC are 9 and 10 in the morning in Indianapolis (EST), whatever the browser's own zone.
    expect(laptop).toHaveTextContent('Added Jan 5, 2026, 9:00 AM · Last used Mar 2, 2026, 10:00 AM');
    expect(within(laptop).getByText('Mar 2, 2026, 10:00 AM')).toHaveAttribute('title', '2026-03-02 15:00:00 UTC');
    expect(await passkeyCard('Phone')).toHaveTextContent('Last used Never');
    expect(document.title).toMatch(/^Your account/);
  });

  it('issue 22 account: loading, then empty', async () => {
    const held = holdResponses('*/api/staff/passkeys');
    server.use(http.get('*/api/staff/passkeys', () => HttpResponse.json([])));
    renderRoute('/staff/account');
    expect(await screen.findByLabelText('Loading your passkeys')).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('You have no passkeys yet. Add one below.')).toBeInTheDocument();
  });

  it('issue 22 account: a list that cannot load offers another try', async () => {
    server.use(http.get('*/api/staff/passkeys', () => HttpResponse.json({ message: 'Down' }, { status: 500 }), { once: true }));
    const { user } = renderRoute('/staff/account');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Office laptop' })).toBeInTheDocument();
  });

  it('issue 22 account: renaming sends the new name with the XSRF header', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/staff/account');
    const laptop = await passkeyCard('Office laptop');
    await user.click(within(laptop).getByRole('button', { name: 'Rename Office laptop' }));
    const name = within(laptop).getByLabelText('New name');
    await user.clear(name);
    await user.type(name, 'Home laptop');
    await user.click(within(laptop).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(within(laptop).queryByLabelText('New name')).not.toBeInTheDocument());
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({ path: `/api/staff/passkeys/${staffPasskeys[0].id}`, body: { name: 'Home laptop' } });
    expect(patch?.headers['x-xsrf-token']).toBe(STAFF_XSRF);
  });

  it('issue 22 account: removing asks first; the server refusing the last passkey is shown in its words', async () => {
    server.use(http.delete('*/api/staff/passkeys/:id', () => HttpResponse.json({ message: 'This is your only passkey: add another before you remove it.' }, { status: 409 })));
    const { user } = renderRoute('/staff/account');
    await user.click(within(await passkeyCard('Phone')).getByRole('button', { name: 'Remove Phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is your only passkey: add another before you remove it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('issue 22 account: a confirmed removal goes to the server and the list is asked again', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/staff/account');
    await user.click(within(await passkeyCard('Phone')).getByRole('button', { name: 'Remove Phone' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'DELETE')?.path).toBe('/api/staff/passkeys/12');
    // The first load and the one after the removal.
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET' && request.path === '/api/staff/passkeys')).toHaveLength(2));
  });

  it('issue 22 account: adding a passkey starts a ceremony, the device creates it, the server stores it', async () => {
    vi.mocked(startRegistration).mockResolvedValue(deviceRegistration);
    const requests = recordRequests();
    const { user } = renderRoute('/staff/account');
    const name = await screen.findByLabelText('Name the new passkey');
    await user.clear(name);
    await user.type(name, 'Security key');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('The passkey is added: you can sign in with it from now on.')).toBeInTheDocument();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: registrationOptions });
    expect(requests.find((request) => request.path === '/api/staff/passkeys/options')?.headers['x-xsrf-token']).toBe(STAFF_XSRF);
    expect(requests.find((request) => request.path === '/api/staff/passkeys/register')?.body).toEqual({ response: deviceRegistration, name: 'Security key' });
  });

  it('issue 22 account: a device that already holds a passkey for me says so', async () => {
    vi.mocked(startRegistration).mockRejectedValue(Object.assign(new Error('registered'), { name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }));
    const { user } = renderRoute('/staff/account');
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This device already holds a passkey for your account');
  });

  it('issue 22 account: Sign out everywhere ends every session, then the sign-in page', async () => {
    const requests = recordRequests();
    const { user, router } = renderRoute('/staff/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/sign-in');
    expect(requests.find((request) => request.path === '/api/staff/sign-out-everywhere')?.headers['x-xsrf-token']).toBe(STAFF_XSRF);
  });
});
