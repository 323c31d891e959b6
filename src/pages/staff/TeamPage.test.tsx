import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '@tests/phoneScreen';
import { renderRoute } from '@tests/render';
import { adminMe, setStaffXsrfCookie, STAFF_XSRF, staffMembers } from '@tests/msw/fixtures/staffAccess';
import { holdResponses } from '@tests/msw/holdResponses';
import { lastBody, recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

beforeEach(() => setStaffXsrfCookie());

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('issue 22 team page', () => {
  it('issue 22 team: every member with e-mail, role, status, passkeys and last sign-in (on the office\'s clock)', async () => {
    renderRoute('/staff/team');
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getAllByRole('row')).toHaveLength(staffMembers.length + 1);
    const ivy = await rowOf('Ivy Moreno');
    expect(ivy).toHaveTextContent('ivy@limestoneliving.example');
    expect(ivy).toHaveTextContent('Invited');
    expect(ivy).toHaveTextContent('Never');
    expect(within(ivy).getByLabelText('Role of Ivy Moreno')).toHaveValue('leasing');
    expect(await rowOf('Owen Gray')).toHaveTextContent('Disabled');
    // My own row: no role to change, nothing to disable.
    const me = await rowOf(adminMe.name);
    expect(me).toHaveTextContent('Admin (you)');
    // 15:00 UTC is 10 in the morning in Indianapolis (EST), whatever the browser's own zone.
    expect(within(me).getByText('Mar 2, 2026, 10:00 AM')).toHaveAttribute('title', '2026-03-02 15:00:00 UTC');
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
  });

  it('issue 22 team: a placeholder while the team loads, then the table', async () => {
    const held = holdResponses('*/api/staff/members');
    renderRoute('/staff/team');
    expect(await screen.findByLabelText('Loading the team')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('table', { name: 'Team members' })).toBeInTheDocument();
  });

  it('issue 22 team: a team that cannot load offers another try', async () => {
    server.use(http.get('*/api/staff/members', () => HttpResponse.json({ message: 'Down' }, { status: 500 }), { once: true }));
    const { user } = renderRoute('/staff/team');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Team members' })).toBeInTheDocument();
  });

  it('issue 22 team: an empty team says so', async () => {
    server.use(http.get('*/api/staff/members', () => HttpResponse.json([])));
    renderRoute('/staff/team');
    expect(await screen.findByText('Nobody is on the team yet. Invite someone below.')).toBeInTheDocument();
  });

  it('issue 22 team: inviting checks the fields, sends them with the XSRF header, then empties the form', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/staff/team');
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Rosa Diaz');
    await user.type(screen.getByLabelText('Work e-mail'), 'Rosa@LimestoneLiving.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to rosa@limestoneliving.example. The link in it works for 24 hours.')).toBeInTheDocument();
    expect(lastBody(requests, '/api/staff/members')).toEqual({ email: 'rosa@limestoneliving.example', name: 'Rosa Diaz', role: 'admin' });
    expect(requests.find((request) => request.path === '/api/staff/members' && request.method === 'POST')?.headers['x-xsrf-token']).toBe(STAFF_XSRF);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(window.sessionStorage.getItem('staff-invite')).toBeNull();
  });

  it('issue 22 team: an address already on the team is refused in the server\'s words, the form kept', async () => {
    server.use(http.post('*/api/staff/members', () => HttpResponse.json({ message: 'Someone on the team already has this address.' }, { status: 409 })));
    const { user } = renderRoute('/staff/team');
    await user.type(await screen.findByLabelText('Name'), 'Dana Again');
    await user.type(screen.getByLabelText('Work e-mail'), adminMe.email);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone on the team already has this address.');
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Again');
  });

  it('issue 22 team: changing a role is sent at once and confirmed', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/staff/team');
    await user.selectOptions(within(await rowOf('Marcus Lee')).getByLabelText('Role of Marcus Lee'), 'admin');
    expect(await screen.findByText('Marcus Lee is now Admin.')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/api/staff/members/2', body: { role: 'admin' } });
    expect(patch?.headers['x-xsrf-token']).toBe(STAFF_XSRF);
  });

  it('issue 22 team: a role change the server refuses says why', async () => {
    server.use(http.patch('*/api/staff/members/:id', () => HttpResponse.json({ message: 'The office needs at least one admin.' }, { status: 409 })));
    const { user } = renderRoute('/staff/team');
    await user.selectOptions(within(await rowOf('Marcus Lee')).getByLabelText('Role of Marcus Lee'), 'admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('The office needs at least one admin.');
  });

  it('issue 22 team: disabling asks first, then signs the member out everywhere; enabling asks too', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/staff/team');
    await user.click(within(await rowOf('Marcus Lee')).getByRole('button', { name: 'Disable Marcus Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Marcus Lee?' });
    expect(requests.some((request) => request.path.endsWith('/disable'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Marcus Lee is disabled and signed out everywhere.')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/staff/members/2/disable')?.headers['x-xsrf-token']).toBe(STAFF_XSRF);

    await user.click(within(await rowOf('Owen Gray')).getByRole('button', { name: 'Enable Owen Gray' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Enable Owen Gray?' })).getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByText('Owen Gray can sign in again.')).toBeInTheDocument();
  });

  it('issue 22 team: an invited member can be sent a new invitation', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/staff/team');
    expect(within(await rowOf('Marcus Lee')).queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();
    await user.click(within(await rowOf('Ivy Moreno')).getByRole('button', { name: 'Resend invitation to Ivy Moreno' }));
    expect(await screen.findByText('A new invitation is on its way to ivy@limestoneliving.example. The earlier link no longer works.')).toBeInTheDocument();
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/staff/members/3/invitation'));
  });
});

describe('issue 22 team on a phone (narrower than 40rem)', () => {
  beforeEach(() => {
    onAPhone();
  });
  const cardOf = async (name: string) => within(await screen.findByRole('list', { name: 'Team members' })).getByRole('article', { name });

  it('issue 22 team: a card a member (e-mail, status, passkeys, last sign-in) instead of the wide table', async () => {
    renderRoute('/staff/team');
    const list = await screen.findByRole('list', { name: 'Team members' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(staffMembers.length);
    const ivy = await cardOf('Ivy Moreno');
    expect(ivy).toHaveTextContent('ivy@limestoneliving.example');
    expect(ivy).toHaveTextContent('Invited · No passkeys · Last sign-in Never');
    expect(within(ivy).getByLabelText('Role of Ivy Moreno')).toHaveValue('leasing');
    const me = await cardOf(adminMe.name);
    expect(me).toHaveTextContent('Active · 2 passkeys · Last sign-in Mar 2, 2026, 10:00 AM');
    expect(me).toHaveTextContent('Admin (you)');
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
    expect(within(me).queryByRole('combobox')).not.toBeInTheDocument();
    // The cards come in the table's order, which the reader can change.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  });

  it("issue 22 team: the cards' order is named in plain words for the column chosen (A to Z, newest first), not 'Ascending'", async () => {
    const { user } = renderRoute('/staff/team');
    await screen.findByRole('list', { name: 'Team members' });
    const order = screen.getByRole('combobox', { name: 'Order' });
    const choices = () => within(order).getAllByRole('option').map((option) => option.textContent);
    expect(choices()).toEqual(['A to Z', 'Z to A']);
    expect(screen.queryByText('Ascending')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Last sign-in');
    expect(choices()).toEqual(['Oldest first', 'Newest first']);
    await user.selectOptions(order, 'Newest first');
    const names = within(screen.getByRole('list', { name: 'Team members' }))
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
    // Never signed in (Ivy) goes last in either order; the most recent sign-in comes first.
    expect(names.at(-1)).toBe('Ivy Moreno');
    expect(names[0]).toBe(adminMe.name);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Passkeys');
    expect(choices()).toEqual(['Fewest first', 'Most first']);
  });

  it('issue 22 team: every action is on the card: a role change, disabling, a new invitation', async () => {
    const requests = recordRequests();
    const { user } = renderRoute('/staff/team');
    await user.selectOptions(within(await cardOf('Marcus Lee')).getByLabelText('Role of Marcus Lee'), 'admin');
    expect(await screen.findByText('Marcus Lee is now Admin.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({ path: '/api/staff/members/2', body: { role: 'admin' } });

    await user.click(within(await cardOf('Marcus Lee')).getByRole('button', { name: 'Disable Marcus Lee' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Disable Marcus Lee?' })).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Marcus Lee is disabled and signed out everywhere.')).toBeInTheDocument();

    await user.click(within(await cardOf('Ivy Moreno')).getByRole('button', { name: 'Resend invitation to Ivy Moreno' }));
    expect(await screen.findByText('A new invitation is on its way to ivy@limestoneliving.example. The earlier link no longer works.')).toBeInTheDocument();
  });
});
