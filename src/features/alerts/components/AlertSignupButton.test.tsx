import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defaultFilters } from '@/features/floorplans/filters';
import { LOCAL_CAPTCHA_TOKEN } from '@tests/msw/handlers/forms';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import { ALERT_MESSAGES } from '../types';
import { AlertSignupButton } from './AlertSignupButton';

const FILTERS = { ...defaultFilters('now'), bedroom: 2, availability: '2027-08', rent: { min: 500, max: 1400 }, sort: 'priceAsc' as const };
const SIGN_UP = '/api/alerts';

async function openForm(propertyId: number | null = null, communityName: string | null = null) {
  const { user } = renderWithProviders(<AlertSignupButton filters={FILTERS} propertyId={propertyId} communityName={communityName} />);
  await user.click(screen.getByRole('button', { name: 'E-mail me new matches' }));
  const dialog = await screen.findByRole('dialog', { name: 'E-mail me new matches' });
  await within(dialog).findByRole('textbox', { name: /^Email/ });
  return { user, dialog };
}

async function fillAndSend(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
  await user.click(within(dialog).getByRole('radio', { name: 'Daily digest' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'I am not a robot' }));
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
  await user.click(within(dialog).getByRole('button', { name: /E-mail me new matches$/ }));
}

describe('issue 25 e-mail me new matches', () => {
  it('issue 25 sign-up: the dialog names the search; sending shows the sending state, then "Check your inbox", and sends the filters without the sort', async () => {
    const requests = recordRequests();
    server.use(http.post('*/api/alerts', async () => {
      await delay(50);
      return HttpResponse.json({ message: ALERT_MESSAGES.signedUp }, { status: 202 });
    }));
    const { user, dialog } = await openForm(1, 'Sample Community');
    expect(within(dialog).getByText('2 bedroom, August 2027 availability, $500 - $1,400 at Sample Community')).toBeInTheDocument();
    await fillAndSend(user, dialog);

    const sendButton = within(dialog).getByRole('button', { name: /E-mail me new matches$/ });
    expect(sendButton).toBeDisabled();
    expect(within(sendButton).getByText('Sending')).toBeInTheDocument();
    expect(await within(dialog).findByText(/^Check your inbox/)).toBeInTheDocument();
    const sent = requests.filter((request) => request.path === SIGN_UP);
    expect(sent).toHaveLength(1);
    expect(sent[0].search).toBe(`?captchaResponse=${LOCAL_CAPTCHA_TOKEN}`);
    expect(sent[0].body).toEqual({
      email: 'ana@example.com',
      frequency: 'daily',
      search: { version: 1, propertyId: 1, filters: { bedroom: 2, availability: '2027-08', style: null, rent: { min: 500, max: 1400 }, floorplanIds: [] } },
    });
  });

  it('issue 25 sign-up: nothing is sent without an address and the captcha; the problems are said beside their fields', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: /E-mail me new matches$/ }));
    expect(await within(dialog).findByText('Please provide your Email')).toBeInTheDocument();
    expect(within(dialog).getByText('Please check the captcha')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Fill all the required fields');
    expect(requests.filter((request) => request.path === SIGN_UP)).toEqual([]);
  });

  it("issue 25 sign-up: a refused sign-up shows the API's message and keeps what was typed", async () => {
    server.use(http.post('*/api/alerts', () => HttpResponse.json({ message: 'Too many requests, please try again later' }, { status: 429 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openForm();
    await fillAndSend(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
    expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue('ana@example.com');
    expect(within(dialog).getByRole('button', { name: /E-mail me new matches$/ })).toBeEnabled();
  });

  it('issue 25 sign-up: a network failure says to try again', async () => {
    server.use(http.post('*/api/alerts', () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openForm();
    await fillAndSend(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your alert could not be saved. Please try again.');
  });
});
