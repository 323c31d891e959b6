import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Lead, LeadChange, LeadConflict } from '@/features/staff/types';
import { aLead, signedInAgent } from '@tests/msw/fixtures/staffOffice';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import LeadPage from './LeadPage';

const renderLead = (id = '12') =>
  renderWithProviders(
    <Routes>
      <Route path="/staff/leads/:id" element={<LeadPage />} />
    </Routes>,
    { path: `/staff/leads/${id}` },
  );
const serveLead = (lead: Lead) => server.use(http.get('*/api/staff/leads/:id', () => HttpResponse.json(lead)));
const patches = (recorded: ReturnType<typeof recordRequests>) => recorded.filter((request) => request.method === 'PATCH').map((request) => request.body);

describe('issue 22 leads: one lead', () => {
  // The office's tests sign in as a leasing agent (the frame's fixtures sign in an admin).
  beforeEach(() => server.use(http.get('*/api/staff/me', () => HttpResponse.json(signedInAgent))));

  it('shows a placeholder while the lead loads', async () => {
    const held = holdResponses('*/api/staff/leads/:id');
    renderLead();
    expect(await screen.findByText('Loading the lead')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeVisible();
  });

  it('shows who it is, how to reach them and how they prefer it, what they asked about and wrote', async () => {
    renderLead();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'dana@example.com' })).toHaveAttribute('href', 'mailto:dana@example.com');
    expect(screen.getByRole('link', { name: '(812) 555-0111' })).toHaveAttribute('href', 'tel:+18125550111');
    for (const text of ['Text message', 'The Kirkwood', 'The Elm', '/floorplans/101', 'Is the Elm still free in May? I have a small dog.', 'Move-in date', '2026-05-01']) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getByText('Mar 10, 2026, 9:20 AM')).toHaveAttribute('title', '2026-03-10 13:20:00 UTC');
    const notes = within(screen.getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
    expect(notes.map((note) => note.textContent)).toEqual(['Left a voicemail.Jo Banks, Mar 10, 2026, 11:00 AM', 'Sent the pet policy.Sam Ortiz, Mar 10, 2026, 10:00 AM']);
  });

  it("shows a renter's markup as the text they typed, never as HTML", async () => {
    const attack = '<img src=x onerror=alert(1)>';
    serveLead({ ...aLead, name: attack, message: attack, details: [['Pets', attack]], notes: [{ id: 9, authorName: 'Sam Ortiz', body: attack, createdAt: aLead.createdAt }] });
    const { container } = renderLead();
    expect(await screen.findByRole('heading', { level: 1, name: attack })).toBeVisible();
    expect(screen.getAllByText(attack)).toHaveLength(4);
    expect(container.querySelector('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says when there is no such lead', async () => {
    renderLead('404');
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All leads' })).toHaveAttribute('href', '/staff/leads');
  });

  it('says when the lead could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/leads/:id', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : HttpResponse.json(aLead))));
    const { user } = renderLead();
    expect(await screen.findByText(/We couldn't load this lead/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeVisible();
  });

  it('saves a new status and follow-up date from the version shown', async () => {
    const recorded = recordRequests();
    const { user } = renderLead();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'contacted');
    await user.type(screen.getByLabelText('Next follow-up'), '2026-03-12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(patches(recorded)).toEqual([{ version: 1, status: 'contacted', nextFollowUp: '2026-03-12' }]);
  });

  it('asks why a lead was lost before saving it', async () => {
    const recorded = recordRequests();
    const { user } = renderLead();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'lost');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('textbox', { name: 'Why was it lost?' })).toHaveAccessibleDescription(expect.stringContaining('Say why the lead was lost'));
    expect(patches(recorded)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Why was it lost?' }), 'Bought a house');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved.');
    expect(patches(recorded)).toEqual([{ version: 1, status: 'lost', lostReason: 'Bought a house' }]);
  });

  it('assigns the lead to the signed-in agent in one tap', async () => {
    const recorded = recordRequests();
    const { user } = renderLead();
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await screen.findByText('Saved.');
    expect(patches(recorded)).toEqual([{ version: 1, assigneeId: 3 }]);
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveDisplayValue('Sam Ortiz (me)');
  });

  describe('when someone changed the lead first (409)', () => {
    const theirs: Lead = { ...aLead, version: 2, status: 'applied', assigneeId: 5, assigneeName: 'Jo Banks' };
    function serveConflictOnce() {
      server.use(
        http.patch('*/api/staff/leads/:id', async ({ request }) => {
          const change = (await request.json()) as LeadChange;
          if (change.version !== theirs.version) return HttpResponse.json({ message: 'Changed', current: theirs } satisfies LeadConflict, { status: 409 });
          const { version, ...values } = change;
          return HttpResponse.json({ ...theirs, ...values, version: version + 1 });
        }),
      );
    }

    it('shows both versions side by side, keeps the choices and applies them again on the current version', async () => {
      serveConflictOnce();
      const recorded = recordRequests();
      const { user } = renderLead();
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'contacted');
      await user.type(screen.getByLabelText('Next follow-up'), '2026-03-12');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Someone changed this lead while you had it open');
      const rows = within(alert).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
      expect(rows).toEqual([
        ['Field', 'Your change', 'Now'],
        ['Status', 'Contacted', 'Applied'],
        ['Lost reason', 'Not changed', '—'],
        ['Assignee', 'Not changed', 'Jo Banks'],
        ['Next follow-up', 'Mar 12, 2026', '—'],
      ]);
      // What the agent chose is still in the form; the page around it shows the lead as it now is.
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
      expect(screen.getByLabelText('Next follow-up')).toHaveValue('2026-03-12');
      expect(screen.getByText('Applied, with Jo Banks')).toBeVisible();

      await user.click(within(alert).getByRole('button', { name: 'Apply my change again' }));
      expect(await screen.findByText('Saved.')).toBeVisible();
      expect(patches(recorded)).toEqual([
        { version: 1, status: 'contacted', nextFollowUp: '2026-03-12' },
        // Only what the agent changed, on top of the other person's version: Jo Banks stays assigned.
        { version: 2, status: 'contacted', nextFollowUp: '2026-03-12' },
      ]);
      expect(screen.getByText('Contacted, with Jo Banks')).toBeVisible();
    });

    it('can keep the lead as the other person left it', async () => {
      serveConflictOnce();
      const { user } = renderLead();
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'contacted');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await user.click(await screen.findByRole('button', { name: 'Keep it as it is now' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('applied');
      expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveDisplayValue('Jo Banks');
    });
  });

  it('adds a note, shown first with its author; an empty note is not sent', async () => {
    const recorded = recordRequests();
    const { user } = renderLead();
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveAccessibleDescription(expect.stringContaining('Write a note'));
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Called back, tour on Friday');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem')[0]).toHaveTextContent('Called back, tour on FridaySam Ortiz'));
    expect(recorded.filter((request) => request.method === 'POST').map((request) => [request.path, request.body])).toEqual([['/api/staff/leads/12/notes', { body: 'Called back, tour on Friday' }]]);
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  });

  it('keeps a note that could not be saved', async () => {
    server.use(http.post('*/api/staff/leads/:id/notes', () => HttpResponse.json({ message: 'Your session has ended: sign in again.' }, { status: 401 })));
    const { user } = renderLead();
    await user.type(await screen.findByRole('textbox', { name: 'New note' }), 'Important');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended: sign in again.');
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('Important');
  });
});
