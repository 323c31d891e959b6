import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LOCAL_CAPTCHA_TOKEN } from '@tests/msw/handlers/forms';
import { lastBody, recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

type User = ReturnType<typeof renderRoute>['user'];

async function firstCard() {
  const view = renderRoute('/sublets');
  const [card] = within(await screen.findByRole('list', { name: 'Sublets' })).getAllByRole('article');
  return { ...view, card: within(card) };
}

async function openReport() {
  const view = await firstCard();
  await view.user.click(view.card.getByRole('button', { name: 'Report' }));
  return { ...view, dialog: within(screen.getByRole('dialog', { name: 'Report Room near the B-Line' })) };
}

async function tickCaptcha(dialog: ReturnType<typeof within>, user: User) {
  await user.click(dialog.getByRole('checkbox', { name: 'I am not a robot' }));
  await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
}

describe('issue 17 the public card', () => {
  it("issue 17 a card says 'Listed until MMM DD, YYYY' and offers Report beside Contact", async () => {
    const { card } = await firstCard();
    expect(card.getByText('Listed until Jun 19, 2030')).toBeVisible();
    expect(card.getByRole('button', { name: 'Contact' })).toBeVisible();
    expect(card.getByRole('button', { name: 'Report' })).toBeVisible();
  });

  it('issue 17 the message modal shows the safety note before the form', async () => {
    const { card, user } = await firstCard();
    await user.click(card.getByRole('button', { name: 'Contact' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Contact for Room near the B-Line' }));
    expect(dialog.getByText(/Never pay or send a deposit before you have seen the place and met the person\. We never ask for payment/)).toBeVisible();
    expect(dialog.getByText('Stay safe:')).toBeVisible();
  });
});

describe('issue 17 reporting a listing', () => {
  it('issue 17 offers the five reasons, optional details and the captcha; a reason and the captcha are required', async () => {
    const recorded = recordRequests();
    const { dialog, user } = await openReport();
    const reasons = within(dialog.getByRole('group', { name: 'Why are you reporting this listing?' })).getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual(['Scam or asks for money', 'Already taken', 'Wrong information', 'Offensive', 'Other']);
    expect(dialog.getByRole('textbox', { name: /Details/ })).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Fix field error(s)');
    expect(reasons[0]).toHaveAccessibleDescription('Choose why you are reporting this listing');
    expect(reasons[0]).toHaveFocus();
    expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toHaveAccessibleDescription('Provide captcha');
    expect(recorded.filter((r) => r.method === 'POST' && r.path.endsWith('/reports'))).toHaveLength(0);
  });

  it('issue 17 sending -> sent: the report goes with its reason, details and captcha; the staff thanks the visitor', async () => {
    server.use(http.post('*/api/admin/sublets/:id/reports', async () => {
      await delay(50);
      return HttpResponse.json({ message: 'Thank you: our staff will look at this listing.' }, { status: 201 });
    }));
    const recorded = recordRequests();
    const { dialog, user } = await openReport();
    await user.click(dialog.getByRole('radio', { name: 'Scam or asks for money' }));
    await user.type(dialog.getByRole('textbox', { name: /Details/ }), 'Wants a deposit by wire');
    await tickCaptcha(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByRole('button', { name: /Submit/ })).toBeDisabled();
    expect(await dialog.findByText('Thank you: our staff will look at this listing.')).toHaveFocus();
    expect(recorded.find((r) => r.path === '/api/admin/sublets/11/reports')?.search).toBe(`?captchaResponse=${LOCAL_CAPTCHA_TOKEN}`);
    expect(lastBody(recorded, '/api/admin/sublets/11/reports')).toEqual({ reason: 'scam', details: 'Wants a deposit by wire' });
  });

  it("issue 17 failed: the server's reason (a repeat report) is shown and the choice is kept", async () => {
    server.use(http.post('*/api/admin/sublets/:id/reports', () => HttpResponse.json({ message: 'You have already reported this listing: thank you, our staff will look at it' }, { status: 409 })));
    const { dialog, user } = await openReport();
    await user.click(dialog.getByRole('radio', { name: 'Already taken' }));
    await tickCaptcha(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('You have already reported this listing');
    expect(dialog.getByRole('radio', { name: 'Already taken' })).toBeChecked();
  });
});
