import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { subletCollection } from '@tests/msw/fixtures/sublets';
import { LOCAL_CAPTCHA_TOKEN } from '@tests/msw/handlers/forms';
import { lastBody, recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

const LIST = '*/api/data/sublets/search/findByActiveTrueAndApprovedTrue';

async function openSublets() {
  const view = renderRoute('/sublets');
  await screen.findByRole('heading', { level: 1, name: 'Sublets' });
  return view;
}

async function cards() {
  return within(await screen.findByRole('list', { name: 'Sublets' })).getAllByRole('article');
}

async function openMessageModal() {
  const view = await openSublets();
  const [first] = await cards();
  await view.user.click(within(first).getByRole('button', { name: 'Contact' }));
  const dialog = screen.getByRole('dialog', { name: 'Contact for Room near the B-Line' });
  return { ...view, dialog: within(dialog) };
}

async function fillMessage(dialog: ReturnType<typeof within>, user: Awaited<ReturnType<typeof openSublets>>['user']) {
  await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Jo Park');
  await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'jo@example.com');
  await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Is it still free?');
  await user.click(dialog.getByRole('checkbox', { name: 'I am not a robot' }));
  await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
}

describe('spec 2 sublet list (/sublets)', () => {
  it("spec 2 has the title, an 'Add Sublet' link, and says 'loading...' while fetching", async () => {
    server.use(http.get(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    await openSublets();
    expect(screen.getByRole('link', { name: 'Add Sublet' })).toHaveAttribute('href', '/sublets/new');
    expect(screen.getByRole('status')).toHaveTextContent('loading...');
    await waitFor(() => expect(document.title).toBe('Limestone Living: Sublets'));
  });

  it('spec 2 a card shows title, map link, beds with rent, dates, thumbs with screen-reader text and Contact', async () => {
    const recorded = recordRequests();
    await openSublets();
    const [room, whole] = await cards();
    const card = within(room);
    expect(card.getByRole('heading', { name: 'Room near the B-Line' })).toBeVisible();
    const map = card.getByRole('link', { name: /345 S Fess Ave, Bloomington, IN 47401/ });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=345%20S%20Fess%20Ave%2C%20Bloomington%2C%20IN%2047401');
    expect(card.getByText('1 of 3 bed(s) · $625/month')).toBeVisible();
    expect(card.getByText('Available Jun 01, 2030 to Aug 31, 2030')).toBeVisible();
    expect(card.getByText('Pets').closest('li')).toHaveTextContent('Pets allowed');
    expect(card.getByText('Utilities').closest('li')).toHaveTextContent('Utilities not included');
    expect(within(whole).getByText('Pets').closest('li')).toHaveTextContent('Pets not allowed');
    expect(within(whole).getByText('Utilities').closest('li')).toHaveTextContent('Utilities included');
    expect(card.getByRole('img', { name: 'Room near the B-Line' })).toBeVisible();
    expect(card.getByRole('button', { name: 'Next photo' })).toBeVisible();
    expect(within(whole).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(recorded.map((r) => `${r.path}${r.search}`)).toContain('/api/data/sublets/search/findByActiveTrueAndApprovedTrue?projection=withId');
  });

  it('spec 2 the description is decoded and shown as text, never as HTML', async () => {
    await openSublets();
    const [room] = await cards();
    expect(within(room).getByText('Tom & Jerry say "hi" <script>alert(1)</script>')).toBeVisible();
    expect(room.querySelector('script')).toBeNull();
  });

  it('spec 2 says when no sublet is listed', async () => {
    server.use(http.get(LIST, () => HttpResponse.json(subletCollection([]))));
    await openSublets();
    expect(await screen.findByText('No sublets are listed right now. Check back soon, or post yours.')).toBeVisible();
  });

  it('spec 2 says the sublets could not be loaded and tries again on request', async () => {
    // Down until the visitor asks again; then the default handler answers.
    let down = true;
    server.use(http.get(LIST, () => (down ? HttpResponse.json({ message: 'down' }, { status: 404 }) : undefined)));
    const { user } = await openSublets();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the sublets");
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(2);
  });
});

describe('spec 4 sublet message modal', () => {
  it("spec 4 opens as 'Contact for {title}' with Name, Email, Message and the captcha; closes on Escape", async () => {
    const { dialog, user } = await openMessageModal();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(dialog.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within((await cards())[0]).getByRole('button', { name: 'Contact' })).toHaveFocus();
  });

  it('spec 5 name, email, message and captcha are required: each says so, focus goes to the first', async () => {
    const recorded = recordRequests();
    const { dialog, user } = await openMessageModal();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Fix field error(s)');
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Provide name');
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Provide email');
    expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/^Provide message/);
    expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toHaveAccessibleDescription('Provide captcha');
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(recorded.filter((r) => r.method === 'POST' && r.path.includes('/message'))).toHaveLength(0);
  });

  it("spec 4 sending -> sent: the button is disabled with a spinner, then 'Message Sent!'", async () => {
    server.use(http.post('*/api/admin/sublets/:id/message', async () => {
      await delay(50);
      return HttpResponse.json({ message: 'Message Sent!' });
    }));
    const recorded = recordRequests();
    const { dialog, user } = await openMessageModal();
    await fillMessage(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(dialog.getByRole('button', { name: /Submit/ })).toBeDisabled();
    expect(within(dialog.getByRole('button', { name: /Submit/ })).getByRole('status')).toHaveTextContent('Sending');
    expect(await dialog.findByText('Message Sent!')).toHaveFocus();
    expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const sent = recorded.find((r) => r.path === '/api/admin/sublets/11/message');
    expect(sent?.search).toBe(`?captchaResponse=${LOCAL_CAPTCHA_TOKEN}`);
    expect(lastBody(recorded, '/api/admin/sublets/11/message')).toEqual({ name: 'Jo Park', email: 'jo@example.com', message: 'Is it still free?' });
  });

  it("spec 4 failed: shows the server's message, else 'Message Failed!', and keeps what was typed", async () => {
    server.use(http.post('*/api/admin/sublets/:id/message', () => HttpResponse.json({ message: 'This sublet is no longer listed' }, { status: 404 }), { once: true }));
    const { dialog, user } = await openMessageModal();
    await fillMessage(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This sublet is no longer listed');
    expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Is it still free?');

    server.use(http.post('*/api/admin/sublets/:id/message', () => HttpResponse.error()));
    await user.click(dialog.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Message Failed!'));
  });
});
