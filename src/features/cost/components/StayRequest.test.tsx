import { screen, waitFor, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShortTerm } from '@/features/floorplans/types';
import { LOCAL_CAPTCHA_TOKEN } from '@tests/msw/handlers/forms';
import { pinToday } from '@tests/msw/fixtures/today';
import { lastBody, recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import { STAY_REQUEST_MESSAGES, STAY_REQUEST_NEXT_STEPS, type StayRequestAnswer } from '../stayRequest';
import StayCalculator from './StayCalculator';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

const shortTerm: ShortTerm = { squareFoot: 640, priceFor2To4Days: 149, priceFor5To13Days: 129, priceFor14To29Days: 109, priceFor1To4Months: 89, priceFor4andMoreMonths: 0 };
const plan = { id: 801, name: 'Suite A', shortTerm, propertyId: 8, propertyName: 'Limestone Suites' };
const PATH = '*/api/mail/stay-request';

const answer: StayRequestAnswer = {
  id: 7,
  message: STAY_REQUEST_MESSAGES.sent,
  confirmationMailHeld: false,
  quote: { kind: 'priced', nights: 20, tierLabel: '14-29 days', dailyPrice: 109, subtotal: 2180, taxes: [], total: 2442, belowMinimum: false },
};

async function openRequest() {
  const view = renderWithProviders(<StayCalculator plan={plan} />);
  fireEvent.change(screen.getByLabelText('Arrival'), { target: { value: '2026-03-10' } });
  fireEvent.change(screen.getByLabelText('Departure'), { target: { value: '2026-03-30' } });
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'Guests' }), '2');
  await view.user.click(screen.getByRole('button', { name: 'Request these dates' }));
  const dialog = screen.getByRole('dialog', { name: 'Request these dates' });
  return { ...view, dialog };
}

async function fillAndSend(user: Awaited<ReturnType<typeof openRequest>>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Robin Lee');
  await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'robin@example.org');
  await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '8125550177');
  await user.click(within(dialog).getByRole('checkbox', { name: 'I am not a robot' }));
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
  await user.click(within(dialog).getByRole('button', { name: /Send request/ }));
}

describe('issue 27 request these dates', () => {
  it('is offered only once the dates have a price', () => {
    renderWithProviders(<StayCalculator plan={plan} />);
    expect(screen.queryByRole('button', { name: 'Request these dates' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Arrival'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('Departure'), { target: { value: '2026-08-01' } });
    // The 4+ months tier has no set rate: the renter is asked to call, and can still ask about the stay.
    expect(screen.queryByRole('button', { name: 'Request these dates' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask about this stay' })).toBeVisible();
  });

  it('opens a form with the dates, the guests and the total of the calculator, and asks for name, e-mail and phone', async () => {
    const { dialog } = await openRequest();
    expect(within(dialog).getByText('Suite A, Limestone Suites')).toBeVisible();
    expect(within(dialog).getByText('Mar 10, 2026 to Mar 30, 2026 (20 nights), 2 guests')).toBeVisible();
    expect(within(dialog).getByText(/Total \$2,442/)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    expect(within(dialog).getByRole('textbox', { name: /^Phone/ })).toBeRequired();
  });

  it('names each missing field and sends nothing', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openRequest();
    await user.click(within(dialog).getByRole('button', { name: /Send request/ }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Please provide Name');
    expect(within(dialog).getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription('Please provide Phone');
    expect(requests.filter((request) => request.path === '/api/mail/stay-request')).toEqual([]);
  });

  it('sending, then success: the dates, guests and person go out without a price, and the page says what the mail holds and what happens next', async () => {
    server.use(
      http.post(PATH, async () => {
        await delay(50);
        return HttpResponse.json(answer, { status: 201 });
      }),
    );
    const requests = recordRequests();
    const { user, dialog } = await openRequest();
    await fillAndSend(user, dialog);
    expect(within(dialog).getByRole('button', { name: /Send request/ })).toBeDisabled();
    expect((await within(dialog).findByText(STAY_REQUEST_MESSAGES.sent)).closest('[role=status]')).toHaveFocus();
    expect(within(dialog).getByText(STAY_REQUEST_NEXT_STEPS)).toBeVisible();
    expect(within(dialog).getByText(STAY_REQUEST_MESSAGES.mailContents)).toBeVisible();
    expect(lastBody(requests, '/api/mail/stay-request')).toEqual({
      floorplanId: 801,
      arrival: '2026-03-10',
      departure: '2026-03-30',
      guests: 2,
      name: 'Robin Lee',
      email: 'robin@example.org',
      phone: '8125550177',
      captchaResponse: LOCAL_CAPTCHA_TOKEN,
    });
  });

  it("a refusal shows the server's message and keeps what was typed", async () => {
    server.use(http.post(PATH, () => HttpResponse.json({ message: 'The arrival date has passed: choose today or a later date.' }, { status: 400 })));
    const { user, dialog } = await openRequest();
    await fillAndSend(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The arrival date has passed: choose today or a later date.');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Robin Lee');
  });

  it('with the server down: says so, and nothing typed is lost, even after closing the form', async () => {
    server.use(http.post(PATH, () => HttpResponse.error()));
    const { user, dialog } = await openRequest();
    await fillAndSend(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STAY_REQUEST_MESSAGES.failed);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Request these dates' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Request these dates' }));
    const again = screen.getByRole('dialog', { name: 'Request these dates' });
    expect(within(again).getByRole('textbox', { name: /^Email/ })).toHaveValue('robin@example.org');
  });
});
