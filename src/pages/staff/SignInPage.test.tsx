import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/render';
import { authenticationOptions, deviceAssertion } from '@tests/msw/fixtures/staffAccess';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

/** What browsers throw when the passkey prompt is closed, or the device has no passkey for the site. */
const notAllowed = () => Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });

describe('issue 22 sign-in page', () => {
  it('issue 22 sign-in: the device signs the server\'s options, and the page asked for opens', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(deviceAssertion);
    const requests = recordRequests();
    const { user, router } = renderRoute(`/staff/sign-in?next=${encodeURIComponent('/staff/account')}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(document.title).toMatch(/^Sign in/);
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/account');
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: authenticationOptions });
    expect(requests.find((request) => request.path === '/api/staff/sign-in')?.body).toEqual({ response: deviceAssertion });
  });

  it('issue 22 sign-in: without a page asked for, or with one outside the workspace, the leads open', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(deviceAssertion);
    const { user, router } = renderRoute(`/staff/sign-in?next=${encodeURIComponent('//evil.example/staff')}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/leads'));
  });

  it('issue 22 sign-in: while the device is asked, the button waits', async () => {
    let answer: (value: typeof deviceAssertion) => void = () => {};
    vi.mocked(startAuthentication).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderRoute('/staff/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(screen.getByRole('button', { name: /Sign in with a passkey/ })).toBeDisabled();
    expect(screen.getByText('Waiting for your passkey')).toBeInTheDocument();
    answer(deviceAssertion);
    expect(await screen.findByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
  });

  it('issue 22 sign-in: a closed prompt (or no passkey on this device) says so and points to the code', async () => {
    vi.mocked(startAuthentication).mockRejectedValue(notAllowed());
    const { user } = renderRoute('/staff/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in was cancelled, or this device has no passkey for the workspace');
    expect(screen.getByRole('link', { name: 'New here, or lost your passkey? Get a code by e-mail' })).toHaveAttribute('href', '/staff/code');
  });

  it('issue 22 sign-in: a passkey the server does not know is named as such', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(deviceAssertion);
    server.use(http.post('*/api/staff/sign-in', () => HttpResponse.json({}, { status: 401 })));
    const { user } = renderRoute('/staff/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not recognise that passkey');
  });

  it('issue 22 sign-in: a browser without passkeys is told so', async () => {
    vi.mocked(startAuthentication).mockRejectedValue(new Error('WebAuthn is not supported in this browser'));
    const { user } = renderRoute('/staff/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot use passkeys');
  });

  it('issue 22 sign-in: a server that cannot start the sign-in says so, and the device is not asked', async () => {
    server.use(http.post('*/api/staff/sign-in/options', () => HttpResponse.json({ message: 'Too many sign-in attempts: wait a minute.' }, { status: 429 })));
    const { user } = renderRoute('/staff/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts: wait a minute.');
    expect(startAuthentication).not.toHaveBeenCalled();
  });

  it('issue 22 sign-in: the page itself asks the server nothing until the button is pressed', async () => {
    const requests = recordRequests();
    renderRoute('/staff/sign-in');
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
    expect(requests.filter((request) => request.path.startsWith('/api/staff/'))).toEqual([]);
  });
});
