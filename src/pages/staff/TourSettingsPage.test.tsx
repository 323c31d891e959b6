import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { holdResponses } from '@tests/msw/holdResponses';
import { lastBody, recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import TourSettingsPage from './TourSettingsPage';

const renderSettings = () => renderWithProviders(<TourSettingsPage />, { path: '/staff/tours/settings?community=2' });
const settingsForm = () => screen.findByRole('form', { name: 'Tour settings' });

describe('issue 24 tour settings', () => {
  it('issue 24 tour settings: shows a placeholder, then the community settings and its blackouts', async () => {
    const held = holdResponses('*/api/staff/tour-settings');
    renderSettings();
    expect(await screen.findByText('Loading the settings')).toBeInTheDocument();
    held.release();
    const form = await settingsForm();
    expect(within(form).getByRole('spinbutton', { name: /Tour length/ })).toHaveValue(30);
    expect(within(form).getByRole('spinbutton', { name: /Minimum notice/ })).toHaveValue(2);
    expect(within(form).getByRole('checkbox', { name: "The leasing office's hours" })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Confirm each booking at once' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove the blackout of Thu, Dec 24, the whole day' })).toBeVisible();
  });

  it('issue 24 tour settings: a failed load says so and retries', async () => {
    server.use(http.get('*/api/staff/tour-settings', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await settingsForm()).toBeVisible();
  });

  it('issue 24 tour settings: nonsense is refused before sending, with what is allowed', async () => {
    const recorded = recordRequests();
    const { user } = renderSettings();
    const form = await settingsForm();
    const length = within(form).getByRole('spinbutton', { name: /Tour length/ });
    await user.clear(length);
    await user.type(length, '5');
    await user.click(within(form).getByRole('checkbox', { name: "The leasing office's hours" }));
    const mondayFrom = within(form).getByLabelText('Monday from');
    await user.clear(mondayFrom);
    await user.type(mondayFrom, '18:00');
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(await within(form).findByText('Tour length must be between 15 and 180 minutes')).toBeVisible();
    expect(length).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('The end must be after the start')).toBeVisible();
    expect(recorded.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('issue 24 tour settings: saving sends own hours and review, and says tours booked stay', async () => {
    const recorded = recordRequests();
    const { user } = renderSettings();
    const form = await settingsForm();
    await user.click(within(form).getByRole('checkbox', { name: "The leasing office's hours" }));
    await user.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(form).getByRole('radio', { name: /The office reviews each request/ }));
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(await within(form).findByText(/Saved\. New bookings follow these settings/)).toBeVisible();
    expect(recorded.filter((request) => request.method === 'PUT').at(-1)?.body).toMatchObject({
      tourMinutes: 30,
      noticeHours: 2,
      autoConfirm: false,
      weeklyHours: [[], [{ from: 540, to: 1020 }], [{ from: 540, to: 1020 }], [{ from: 540, to: 1020 }], [{ from: 540, to: 1020 }], [{ from: 540, to: 1020 }], [{ from: 540, to: 1020 }]],
    });
  });

  it("issue 24 tour settings: the server's refusal is shown", async () => {
    server.use(http.put('*/api/staff/tour-settings', () => HttpResponse.json({ message: 'Days ahead must be between 1 and 60 days' }, { status: 400 })));
    const { user } = renderSettings();
    const form = await settingsForm();
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    expect(await within(form).findByText('Days ahead must be between 1 and 60 days')).toBeVisible();
  });

  it('issue 24 tour settings: a blackout is added for a whole day or some hours, and removed', async () => {
    const recorded = recordRequests();
    const { user } = renderSettings();
    const add = await screen.findByRole('form', { name: 'Add a blackout' });
    await user.click(within(add).getByRole('button', { name: 'Add the blackout' }));
    expect(await within(add).findByText('Choose a day')).toBeVisible();
    await user.type(within(add).getByLabelText('Day'), '2026-12-31');
    await user.click(within(add).getByRole('checkbox', { name: 'The whole day' }));
    await user.click(within(add).getByRole('button', { name: 'Add the blackout' }));
    expect(await screen.findByRole('button', { name: 'Remove the blackout of Thu, Dec 31, 12:00 to 13:00' })).toBeVisible();
    expect(lastBody(recorded, '/api/staff/tour-settings/blackouts')).toEqual({ date: '2026-12-31', hours: { from: 720, to: 780 } });
    await user.click(screen.getByRole('button', { name: 'Remove the blackout of Thu, Dec 24, the whole day' }));
    await screen.findByText('No blackouts ahead.');
    expect(recorded.some((request) => request.method === 'DELETE' && request.path === '/api/staff/tour-settings/blackouts/5')).toBe(true);
  });
});
