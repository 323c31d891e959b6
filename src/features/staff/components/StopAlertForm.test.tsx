import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import { StopAlertForm } from './StopAlertForm';

const renderForm = () => renderWithProviders(<StopAlertForm />, { path: '/staff/alerts' });
const number = () => screen.getByRole('textbox', { name: /^Alert number \(from the subject\)/ });
const address = () => screen.getByRole('textbox', { name: 'Address the mail came from' });
const stopButton = () => screen.getByRole('button', { name: /Stop/ });

describe('issue 25 staff: stopping an alert a renter asked to stop by mail (the mailto of List-Unsubscribe)', () => {
  it('issue 25 staff: the number and the sender’s address stop the alert; the answer shows and the form empties for the next mail', async () => {
    const { user } = renderForm();
    await user.type(number(), '7');
    await user.type(address(), 'ana@example.com');
    expect(stopButton()).toHaveAccessibleName('Stop alert');
    await user.click(stopButton());
    expect(await screen.findByText('Alert 7 is stopped: it sends no more mail.')).toBeVisible();
    expect([number(), address()].map((input) => (input as HTMLInputElement).value)).toEqual(['', '']);
  });

  it('issue 25 staff: a number that does not belong to that address says so and keeps what was typed', async () => {
    const { user } = renderForm();
    await user.type(number(), '8');
    await user.type(address(), 'ana@example.com');
    await user.click(stopButton());
    expect(await screen.findByText("No alert 8 mails that address. Check the number in the mail's subject and the address the mail came from.")).toBeVisible();
    expect([number(), address()].map((input) => (input as HTMLInputElement).value)).toEqual(['8', 'ana@example.com']);
  });

  it('issue 25 staff: a number that is not one, or an address that is not one, is named at its field, and nothing is sent', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => void sent.push(request.url));
    const { user } = renderForm();
    await user.type(number(), 'N');
    await user.type(address(), 'ana');
    await user.click(stopButton());
    expect(await screen.findByText('Enter the alert number from the subject, or leave it empty')).toBeVisible();
    expect(screen.getByText('Enter a valid e-mail address')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('issue 25 staff: "Stop my alerts" (no number, from the expired-link page) sends the address alone', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => void request.clone().json().then((body) => bodies.push(body)));
    const { user } = renderForm();
    await user.type(address(), 'ana@example.com');
    // The button says what an empty number does.
    expect(stopButton()).toHaveAccessibleName('Stop every alert of this address');
    await user.click(stopButton());
    expect(await screen.findByText('Alerts 7, 9 are stopped: they send no more mail.')).toBeVisible();
    expect(bodies).toEqual([{ email: 'ana@example.com' }]);
  });

  it('issue 25 staff: the button waits while the request is on its way', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/staff/alerts/stop', async () => {
        await released;
        return HttpResponse.json({ message: 'Alert 7 is stopped: it sends no more mail.' });
      }),
    );
    const { user } = renderForm();
    await user.type(number(), '7');
    await user.type(address(), 'ana@example.com');
    await user.click(stopButton());
    expect(stopButton()).toBeDisabled();
    release();
    expect(await screen.findByText('Alert 7 is stopped: it sends no more mail.')).toBeVisible();
  });
});
