import { act, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@tests/msw/server';
import { useState } from 'react';
import { Modal } from '@/components/Modal';
import { renderWithProviders } from '@tests/render';
import { HomeSpecialPopup } from './HomeSpecialPopup';

const COOKIE = '1-specialModalClosed';

// The modal is a lazy chunk; load it once so the fake clock, not the file system, decides when it shows.
beforeAll(() => import('./HomeSpecialModal'));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderPopup(props: Parameters<typeof HomeSpecialPopup>[0] = {}) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
  const view = renderWithProviders(<HomeSpecialPopup {...props} />);
  return { ...view, calls };
}

afterEach(() => server.events.removeAllListeners());

describe('spec 4 home special modal', () => {
  it('appears 3 seconds after load, not before, with the first special by start date', async () => {
    renderPopup();
    await advance(2999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Spring Move-In Special' });
    expect(dialog).toHaveTextContent('Half off your first month.');
    // It opened on its own: focus goes to the dialog, not to one of its arrows.
    expect(dialog).toHaveFocus();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['12-month leases', 'Move in by April 30']);
  });

  it('renders the HTML details sanitized: markup kept, scripts and handlers gone', async () => {
    const { user } = renderPopup();
    await advance(3000);
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Next special' }));

    const dialog = screen.getByRole('dialog', { name: 'Summer Savings' });
    expect(within(dialog).getByText('$300').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(dialog.innerHTML).not.toContain('alert(');
    expect(within(dialog).getByRole('presentation')).toHaveAttribute('src', '/images/summer.jpg');
  });

  it('steps through the specials with arrows that wrap around', async () => {
    const { user } = renderPopup();
    await advance(3000);
    vi.useRealTimers();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('1 / 2');

    await user.click(screen.getByRole('button', { name: 'Previous special' }));
    expect(screen.getByRole('dialog', { name: 'Summer Savings' })).toHaveTextContent('2 / 2');
    await user.click(screen.getByRole('button', { name: 'Next special' }));
    expect(screen.getByRole('dialog', { name: 'Spring Move-In Special' })).toHaveTextContent('1 / 2');
  });

  it('sets the closed cookie for 1 day on path / when closed', async () => {
    const set = vi.spyOn(Cookies, 'set');
    const { user } = renderPopup();
    await advance(3000);
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(set).toHaveBeenCalledWith(COOKIE, 'true', { expires: 1, path: '/' });
    expect(document.cookie).toContain(`${COOKIE}=true`);
  });

  it('closes on Escape, which also sets the cookie', async () => {
    const { user } = renderPopup();
    await advance(3000);
    vi.useRealTimers();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get(COOKIE)).toBe('true');
  });

  it('does not appear, nor fetch, while the closed cookie is set', async () => {
    Cookies.set(COOKIE, 'true', { path: '/' });
    const { calls } = renderPopup();
    await advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('names the cookie with the parent prefix when there is one', async () => {
    Cookies.set('campus-1-specialModalClosed', 'true', { path: '/' });
    renderPopup({ parent: 'campus' });
    await advance(3000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not appear when the property has no specials', async () => {
    renderPopup({ propertyId: 4 });
    await advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not appear when the specials cannot be loaded', async () => {
    server.use(http.get('*/api/data/homePageSpecials/filter', () => HttpResponse.json({}, { status: 500 })));
    renderPopup();
    await advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('issue 14: waits while another dialog is open, so it never lands on a form the visitor opened', async () => {
    function PageWithForm() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Modal open={open} onClose={() => setOpen(false)} title="Rental Application Request">
            <input aria-label="Name" />
          </Modal>
          <HomeSpecialPopup />
        </>
      );
    }
    const { user } = renderWithProviders(<PageWithForm />);
    await advance(5000);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Spring Move-In Special' })).toBeVisible();
  });
});
