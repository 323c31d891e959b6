import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOUR_DAY } from '@tests/msw/fixtures/staffTours';
import { holdResponses } from '@tests/msw/holdResponses';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import TourCalendarPage from './TourCalendarPage';

const renderCalendar = (search = `?community=2&date=${TOUR_DAY}`) => renderWithProviders(<TourCalendarPage />, { path: `/staff/tours${search}` });
const tourCard = (name: RegExp) => screen.findByRole('article', { name });
const tourRequests = (recorded: ReturnType<typeof recordRequests>) =>
  recorded.filter((request) => request.method === 'GET' && request.path === '/api/staff/tours').map((request) => Object.fromEntries(new URLSearchParams(request.search)));

describe('issue 24 tour calendar', () => {
  it('issue 24 tour calendar: shows a placeholder while the tours load', async () => {
    const held = holdResponses('*/api/staff/tours');
    renderCalendar();
    expect(await screen.findByText('Loading the tours')).toBeInTheDocument();
    held.release();
    expect(await tourCard(/Robin Lee/)).toBeVisible();
  });

  it('issue 24 tour calendar: a day lists its tours in the office time with the renter, plan or home, people and status', async () => {
    renderCalendar();
    const robin = await tourCard(/Robin Lee/);
    expect(within(robin).getByRole('heading')).toHaveTextContent('10:00 AM–10:30 AM Robin Lee');
    expect(within(robin).getByText('Awaiting confirmation')).toBeVisible();
    expect(within(robin).getByText(/The Aspen · 2 people/)).toBeVisible();
    expect(within(robin).getByRole('link', { name: 'Lead' })).toHaveAttribute('href', '/staff/leads/7');
    const sam = await tourCard(/Sam Ortiz/);
    expect(within(sam).getByRole('heading')).toHaveTextContent('2:00 PM–2:30 PM Sam Ortiz');
    expect(within(sam).getByText(/Home 12B · 1 person/)).toBeVisible();
    expect(within(sam).getByRole('link', { name: '(812) 555-0177' })).toHaveAttribute('href', 'tel:+18125550177');
    expect(screen.getByRole('heading', { level: 2, name: 'Tue, Dec 1' })).toBeVisible();
  });

  it('issue 24 tour calendar: an empty day says so; the week view asks for 7 days and lists each', async () => {
    const recorded = recordRequests();
    const { user } = renderCalendar('?community=2&date=2026-12-02');
    expect(await screen.findByText('No tours.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'A week' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7));
    expect(tourRequests(recorded).at(-1)).toEqual({ community: '2', from: '2026-12-02', days: '7' });
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(tourRequests(recorded).at(-1)).toEqual({ community: '2', from: '2026-11-25', days: '7' }));
    expect(await screen.findByRole('article', { name: /Robin Lee/ })).toBeVisible();
  });

  it('issue 24 tour calendar: a failed load says so and retries', async () => {
    server.use(http.get('*/api/staff/tours', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const { user } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await tourCard(/Robin Lee/)).toBeVisible();
  });

  it('issue 24 tour calendar: confirming a request posts it, says what happened and offers an undo that reverts it', async () => {
    const recorded = recordRequests();
    const { user } = renderCalendar();
    await user.click(within(await tourCard(/Robin Lee/)).getByRole('button', { name: /^Confirm/ }));
    expect(await screen.findByText('Tour of Robin Lee marked confirmed.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: confirm.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    const posts = recorded.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.path, request.body])).toEqual([['/api/staff/tours/41/confirm', {}], ['/api/staff/tours/41/undo', { action: 'confirm' }]]);
  });

  it('issue 24 tour calendar: cancelling asks first, names who is mailed, and shows the server\'s refusal in the dialog', async () => {
    server.use(http.post('*/api/staff/tours/42/cancel', () => HttpResponse.json({ message: 'This tour is already cancelled or over' }, { status: 409 }), { once: true }));
    const { user } = renderCalendar();
    await user.click(within(await tourCard(/Sam Ortiz/)).getByRole('button', { name: /^Cancel tour/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the tour of Sam Ortiz?' });
    expect(within(dialog).getByText(/We mail sam@example.org the cancellation/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Keep the tour' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the tour' }));
    expect(await within(dialog).findByText('This tour is already cancelled or over')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the tour' }));
    expect(await screen.findByText('Tour of Sam Ortiz marked cancelled.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
