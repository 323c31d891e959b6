import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/render';
import { deviceRegistration, registrationOptions, RIGHT_CODE } from '@tests/msw/fixtures/staffAccess';
import { lastBody, recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const EMAIL = 'dana@limestoneliving.example';

async function askForCode() {
  const view = renderRoute('/staff/code');
  await view.user.type(await screen.findByLabelText('Work e-mail'), EMAIL);
  await view.user.click(screen.getByRole('button', { name: 'Send me a code' }));
  await screen.findByText('If this address belongs to a staff member, a code is on its way.');
  return view;
}

describe('issue 22 code page', () => {
  it('issue 22 code: address, code, a named passkey, then signed in at the leads', async () => {
    vi.mocked(startRegistration).mockResolvedValue(deviceRegistration);
    const requests = recordRequests();
    const { user, router } = await askForCode();
    expect(lastBody(requests, '/api/staff/codes')).toEqual({ email: EMAIL });

    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const name = await screen.findByLabelText('Name this passkey');
    expect(name).toHaveValue('This device');
    await user.clear(name);
    await user.type(name, 'Front desk PC');
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));

    expect(await screen.findByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/leads');
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: registrationOptions });
    expect(lastBody(requests, '/api/staff/codes/verify')).toEqual({ email: EMAIL, code: RIGHT_CODE });
    expect(lastBody(requests, '/api/staff/passkeys/register')).toEqual({ response: deviceRegistration, name: 'Front desk PC' });
  });

  it('issue 22 code: an address that is not one is caught before sending; the draft survives a reload', async () => {
    const requests = recordRequests();
    const { user, unmount } = renderRoute('/staff/code');
    await user.type(await screen.findByLabelText('Work e-mail'), 'dana@');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/staff/codes')).toBe(false);
    unmount();
    renderRoute('/staff/code');
    expect(await screen.findByLabelText('Work e-mail')).toHaveValue('dana@');
  });

  it('issue 22 code: a wrong code shows the server\'s count of tries left; letters never enter the field', async () => {
    const { user } = await askForCode();
    await user.type(screen.getByLabelText('6-digit code'), '12a3456');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right: 4 tries left');
  });

  it('issue 22 code: fewer than 6 digits is caught before sending', async () => {
    const { user } = await askForCode();
    await user.type(screen.getByLabelText('6-digit code'), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6-digit code from the mail')).toBeInTheDocument();
  });

  it('issue 22 code: a throttled request shows the server\'s message', async () => {
    server.use(http.post('*/api/staff/codes', () => HttpResponse.json({ message: 'Too many codes asked for: wait 10 minutes.' }, { status: 429 })));
    const { user } = renderRoute('/staff/code');
    await user.type(await screen.findByLabelText('Work e-mail'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes asked for: wait 10 minutes.');
  });

  it('issue 22 code: a cancelled passkey prompt can be tried again', async () => {
    vi.mocked(startRegistration).mockRejectedValueOnce(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' })).mockResolvedValue(deviceRegistration);
    const { user, router } = await askForCode();
    await user.type(screen.getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Creating the passkey was cancelled');
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/leads'));
  });
});
