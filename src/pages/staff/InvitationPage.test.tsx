import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/render';
import { deviceRegistration, INVITATION_KEY, INVITED_EMAIL, RIGHT_CODE } from '@tests/msw/fixtures/staffAccess';
import { lastBody, recordRequests } from '@tests/msw/recordRequests';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

describe('issue 22 invitation page', () => {
  it('issue 22 invitation: opening the link spends nothing; the button accepts it, then the code and passkey follow', async () => {
    vi.mocked(startRegistration).mockResolvedValue(deviceRegistration);
    const requests = recordRequests();
    const { user, router } = renderRoute(`/staff/invitation#key=${INVITATION_KEY}`);
    const accept = await screen.findByRole('button', { name: 'Accept invitation' });
    // A mail scanner that opens the link sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);

    await user.click(accept);
    expect(await screen.findByText(`We mailed a 6-digit code to ${INVITED_EMAIL}.`)).toBeInTheDocument();
    expect(lastBody(requests, '/api/staff/invitations/accept')).toEqual({ key: INVITATION_KEY });
    expect(screen.getByText(`From the mail we sent to ${INVITED_EMAIL}. It works for 10 minutes.`)).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code'), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/leads'));
    expect(lastBody(requests, '/api/staff/codes/verify')).toEqual({ email: INVITED_EMAIL, code: RIGHT_CODE });
  });

  it('issue 22 invitation: a spent or expired invitation says what to do', async () => {
    const { user } = renderRoute(`/staff/invitation#key=${'x'.repeat(30)}`);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired or was already used. Ask an admin for a new one.');
  });

  it('issue 22 invitation: a link without its key offers no button', async () => {
    renderRoute('/staff/invitation');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is incomplete');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get a code by e-mail/ })).toHaveAttribute('href', '/staff/code');
  });
});
