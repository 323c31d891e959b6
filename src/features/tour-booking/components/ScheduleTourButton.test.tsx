import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bookedTour, noTourSlots, TOUR_KEY, tourSlots, tourView } from '@tests/msw/fixtures/tourBooking';
import { LOCAL_CAPTCHA_TOKEN } from '@tests/msw/handlers/forms';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import { TOUR_MESSAGES } from '../types';
import { ScheduleTourButton } from './ScheduleTourButton';

const BOOK = '/api/tour-booking/tours';
const target = { propertyId: 1, propertyName: 'Sample Community', floorplanId: 3, floorplanName: 'Sample Gates Two' };

function renderButton() {
  return renderWithProviders(<ScheduleTourButton target={target} />, { path: '/floorplans/3' });
}

async function openBooking(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Schedule a tour' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule a tour' });
  await within(dialog).findByRole('radio', { name: 'Tue, Dec 1' });
  return dialog;
}

const captchaReady = () => waitFor(() => expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());

async function fillPerson(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana Diaz');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '812 555 0142');
  await user.selectOptions(screen.getByRole('combobox', { name: 'How many people are coming' }), '2');
}

const bookButton = () => screen.getByRole('button', { name: /Book the tour$/ });

describe('issue 24 schedule a tour', () => {
  it("issue 24 schedule a tour: the dialog offers the next days, written out, and a day's free times on the community's clock", async () => {
    const { user } = renderButton();
    const dialog = await openBooking(user);
    expect(within(dialog).getByText(/Sample Gates Two at Sample Community/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Wed, Dec 2, no times' })).toBeDisabled();
    expect(within(dialog).getByText("Times are the community's own (Eastern Time).")).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: '9:00 AM' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Tue, Dec 1' }));
    const times = within(within(dialog).getByRole('group', { name: /^Time/ })).getAllByRole('radio');
    expect(times.map((time) => time.getAttribute('value'))).toEqual(tourSlots.days[0].slots.map((slot) => slot.start));
    expect(times.map((time) => time.closest('label')?.textContent)).toEqual(['9:00 AM', '9:45 AM', '2:00 PM']);
  });

  it('issue 24 schedule a tour: while the free times load the dialog says so', async () => {
    server.use(http.get('*/api/tour-booking/slots', () => new Promise(() => {})));
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Schedule a tour' }));
    expect(await screen.findByText('Loading the free tour times')).toBeInTheDocument();
  });

  it('issue 24 schedule a tour: free times that cannot be read offer another try', async () => {
    let answers = 0;
    server.use(http.get('*/api/tour-booking/slots', () => (answers++ === 0 ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json(tourSlots))));
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Schedule a tour' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the free tour times.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Tue, Dec 1' })).toBeInTheDocument();
  });

  it('issue 24 schedule a tour: with no free time in 14 days the renter is told whom to ask', async () => {
    server.use(http.get('*/api/tour-booking/slots', () => HttpResponse.json(noTourSlots)));
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Schedule a tour' }));
    expect(await screen.findByText(/no free tour time in the next 14 days/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('issue 24 schedule a tour: nothing is sent without a time and a name; the problems are named and focus goes to the first', async () => {
    const requests = recordRequests();
    const { user } = renderButton();
    await openBooking(user);
    await captchaReady();
    await user.click(bookButton());
    expect(await screen.findByText('Please choose a time')).toBeInTheDocument();
    expect(screen.getByText('Please provide Name')).toBeInTheDocument();
    expect(screen.getByText('Choose a day first.')).toHaveFocus();
    expect(requests.filter((request) => request.path === BOOK)).toHaveLength(0);
  });

  it('issue 24 schedule a tour: a booking sends the plan, the time and who is coming, and shows the tour with its calendar and manage links', async () => {
    const requests = recordRequests();
    const { user } = renderButton();
    const dialog = await openBooking(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Tue, Dec 1' }));
    await user.click(within(dialog).getByRole('radio', { name: '9:45 AM' }));
    await fillPerson(user);
    await captchaReady();
    await user.click(bookButton());

    expect(await within(dialog).findByText('Your tour is booked')).toHaveAttribute('role', 'status');
    const sent = requests.find((request) => request.path === BOOK && request.method === 'POST');
    expect(sent?.search).toBe(`?captchaResponse=${LOCAL_CAPTCHA_TOKEN}`);
    expect(sent?.body).toEqual({ property: 1, floorplanId: 3, start: '2026-12-01T14:45:00.000Z', name: 'Ana Diaz', email: 'ana@example.com', phone: '812 555 0142', people: 2 });
    expect(within(dialog).getByText('Tue, Dec 1 at 9:45 AM (Eastern Time)')).toBeInTheDocument();
    expect(within(dialog).getByText(/100 Sample Way, Bloomington, IN 47401/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', expect.stringContaining('calendar.google.com'));
    expect(within(dialog).getByRole('link', { name: 'Add to Outlook' })).toHaveAttribute('href', expect.stringContaining('outlook.live.com'));
    expect(within(dialog).getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute('href', `/api/tour-booking/tours/${TOUR_KEY}/invite.ics`);
    expect(within(dialog).getByRole('link', { name: 'Cancel or change this tour' })).toHaveAttribute('href', `/tours/${TOUR_KEY}`);
    expect(within(dialog).getByText(/We sent the same to ana@example.com/)).toBeInTheDocument();
  });

  it('issue 24 schedule a tour: a time taken meanwhile is said so, the nearest free ones are offered, and what was typed stays', async () => {
    let bookings = 0;
    let slotReads = 0;
    server.use(
      http.get('*/api/tour-booking/slots', () => {
        slotReads += 1;
        // Once it is taken the API no longer offers 9:45.
        return HttpResponse.json(slotReads === 1 ? tourSlots : { ...tourSlots, days: [{ ...tourSlots.days[0], slots: tourSlots.days[0].slots.filter((slot) => slot.start !== '2026-12-01T14:45:00.000Z') }, ...tourSlots.days.slice(1)] });
      }),
      http.post('*/api/tour-booking/tours', async ({ request }) => {
        bookings += 1;
        const { start } = (await request.clone().json()) as { start: string };
        if (start === '2026-12-01T14:45:00.000Z') {
          return HttpResponse.json({ message: 'That time was just taken', alternatives: [{ start: '2026-12-01T19:00:00.000Z' }, { start: '2026-12-03T15:00:00.000Z' }] }, { status: 409 });
        }
        return undefined;
      }),
    );
    const { user } = renderButton();
    const dialog = await openBooking(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Tue, Dec 1' }));
    await user.click(within(dialog).getByRole('radio', { name: '9:45 AM' }));
    await fillPerson(user);
    await captchaReady();
    await user.click(bookButton());

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('That time was just taken. Please choose another time');
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: '9:45 AM' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana Diaz');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@example.com');

    await user.click(within(alert).getByRole('button', { name: 'Thu, Dec 3 at 10:00 AM' }));
    expect(within(dialog).getByRole('radio', { name: 'Thu, Dec 3' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '10:00 AM' })).toBeChecked();
    await captchaReady();
    await user.click(bookButton());
    expect(await within(dialog).findByText('Your tour is booked')).toHaveAttribute('role', 'status');
    expect(within(dialog).getByText('Thu, Dec 3 at 10:00 AM (Eastern Time)')).toBeInTheDocument();
    expect(bookings).toBe(2);
  });

  it("issue 24 schedule a tour: the server's refusal (three tours already) is shown as it says it", async () => {
    const message = 'You already have 3 tours booked: cancel one from its mail to book another';
    server.use(http.post('*/api/tour-booking/tours', () => HttpResponse.json({ message }, { status: 429 })));
    const { user } = renderButton();
    const dialog = await openBooking(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Thu, Dec 3' }));
    await user.click(within(dialog).getByRole('radio', { name: '10:00 AM' }));
    await fillPerson(user);
    await captchaReady();
    await user.click(bookButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('radio', { name: '10:00 AM' })).toBeChecked();
  });

  it('issue 24 schedule a tour: who is coming is kept when the dialog is closed and opened again', async () => {
    const { user } = renderButton();
    await openBooking(user);
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openBooking(user);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana Diaz');
    expect(screen.getByRole('combobox', { name: 'How many people are coming' })).toHaveValue('2');
  });

  it('issue 24 schedule a tour: where the office reviews requests, the answer says the request is received and awaits its confirmation', async () => {
    server.use(http.post('*/api/tour-booking/tours', () => HttpResponse.json(bookedTour(tourView({ status: 'pending' })), { status: 201 })));
    const { user } = renderButton();
    const dialog = await openBooking(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Tue, Dec 1' }));
    await user.click(within(dialog).getByRole('radio', { name: '9:45 AM' }));
    await fillPerson(user);
    await captchaReady();
    await user.click(bookButton());
    expect(await within(dialog).findByText(TOUR_MESSAGES.requested)).toHaveAttribute('role', 'status');
    expect(within(dialog).queryByText('Your tour is booked')).toBeNull();
  });
});
