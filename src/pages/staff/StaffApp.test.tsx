import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/render';
import { adminMe, deviceAssertion, leasingMe, setStaffXsrfCookie, STAFF_XSRF } from '@tests/msw/fixtures/staffAccess';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { aLead } from '@tests/msw/fixtures/staffOffice';
import { server } from '@tests/msw/server';

// jsdom has no authenticator: the device's two calls are the one thing stood in for.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const signedInAs = (me: typeof adminMe) => server.use(http.get('*/api/staff/me', () => HttpResponse.json(me)));
const notSignedIn = () => server.use(http.get('*/api/staff/me', () => HttpResponse.json({ message: 'Please sign in' }, { status: 401 })));
const path = (router: ReturnType<typeof renderRoute>['router']) => router.state.location.pathname + router.state.location.search;

beforeEach(() => setStaffXsrfCookie());

describe('issue 22 workspace frame', () => {
  it('issue 22 workspace: /staff opens the leads in the frame (name, role, nav, sign out), without the public header and footer', async () => {
    const { router } = renderRoute('/staff');
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(path(router)).toBe('/staff/leads');
    expect(screen.getByText(adminMe.name)).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Leads', 'Tours', 'Listings', 'Specials', 'Sublets', 'Funnel', 'Alerts', 'Audit log', 'Team', 'Account']);
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('issue 22 workspace: while the sign-in is checked it says so', async () => {
    const held = holdResponses('*/api/staff/me');
    renderRoute('/staff/leads');
    expect(await screen.findByText('Checking your sign-in')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
  });

  it('issue 22 workspace: a failed check offers another try instead of sending a signed-in member away', async () => {
    server.use(http.get('*/api/staff/me', () => HttpResponse.json({ message: 'Down' }, { status: 503 }), { once: true }));
    const { user } = renderRoute('/staff/leads');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
  });

  it('issue 22 workspace: nobody signed in goes to the sign-in page, which remembers the page they wanted', async () => {
    notSignedIn();
    const { router } = renderRoute('/staff/leads/12');
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(path(router)).toBe(`/staff/sign-in?next=${encodeURIComponent('/staff/leads/12')}`);
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
  });

  it('issue 22 workspace: a leasing member has no admin nav, and an admin page tells them why it is empty', async () => {
    signedInAs(leasingMe);
    const requests = recordRequests();
    renderRoute('/staff/team');
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Leads', 'Tours', 'Listings', 'Specials', 'Sublets', 'Funnel', 'Alerts', 'Account']);
    expect(screen.getByText('Leasing')).toBeInTheDocument();
    expect(await screen.findByText('You need the admin role for this page.')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/staff/members')).toBe(false);
  });

  it('issue 22 workspace: every office page has its address inside the frame', async () => {
    const { router } = renderRoute('/staff/leads/12');
    // A lead's page is headed by the renter's name.
    expect(await screen.findByRole('heading', { level: 1, name: aLead.name })).toBeInTheDocument();
    // A lead belongs under Leads in the nav.
    expect(screen.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    for (const [to, heading] of [['/staff/tours', /^Tours$/], ['/staff/tours/settings', /tour settings/i], ['/staff/sublets', /sublet/i], ['/staff/funnel', /funnel/i], ['/staff/alerts', /^Alerts$/], ['/staff/audit', /audit/i], ['/staff/account', /your account/i], ['/staff/team', /team/i]] as const) {
      await router.navigate(to);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Workspace' })).toBeInTheDocument();
    }
    await router.navigate('/staff/nothing-here');
    expect(await screen.findByRole('heading', { name: 'There is no such page in the workspace' })).toBeInTheDocument();
  });

  it('issue 23 listings: /staff/listings is a workspace page (its own chunk) in the frame, Listings current in the nav', async () => {
    renderRoute('/staff/listings?community=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Listings' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Workspace' })).getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('grid', { name: 'Units of The Kirkwood' })).toBeInTheDocument();
  });

  it('issue 22 workspace: the phone menu opens and closes, and closes itself on the next page', async () => {
    const { user } = renderRoute('/staff/leads');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Sublets' }));
    expect(await screen.findByRole('heading', { level: 1, name: /sublet/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('issue 22 workspace: Sign out ends the session on the server (with the XSRF header) and shows the sign-in page', async () => {
    const requests = recordRequests();
    const { user, router } = renderRoute('/staff/leads');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    const signOut = requests.find((request) => request.path === '/api/staff/sign-out');
    expect(signOut?.headers['x-xsrf-token']).toBe(STAFF_XSRF);
    expect(router.state.location.pathname).toBe('/staff/sign-in');
    // Going back does not show the office from the cache: the workspace asks who is signed in again.
    notSignedIn();
    await router.navigate('/staff/leads');
    await waitFor(() => expect(path(router)).toBe(`/staff/sign-in?next=${encodeURIComponent('/staff/leads')}`));
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
  });

  it('issue 22 workspace: a session that ends mid-work sends the member to sign in with a word on why, and what they typed is still there after', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(deviceAssertion);
    const { user, router } = renderRoute('/staff/team');
    await user.type(await screen.findByLabelText('Name'), 'Rosa Diaz');
    await user.type(screen.getByLabelText('Work e-mail'), 'rosa@limestoneliving.example');
    server.use(http.post('*/api/staff/members', () => HttpResponse.json({ message: 'Please sign in again' }, { status: 401 })));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(/Your session ended after 30 minutes without activity/)).toBeInTheDocument();
    expect(path(router)).toBe(`/staff/sign-in?next=${encodeURIComponent('/staff/team')}&reason=ended`);

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/team'));
    expect(await screen.findByLabelText('Name')).toHaveValue('Rosa Diaz');
    expect(screen.getByLabelText('Work e-mail')).toHaveValue('rosa@limestoneliving.example');
  });
});
