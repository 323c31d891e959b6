import { act, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/Modal';
import { renderWithProviders } from '@tests/render';
import { Announcement, ANNOUNCEMENT_COOKIE } from './Announcement';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const banner = () => screen.queryByRole('complementary', { name: 'Announcement' });

describe('issue 27 the "Applying is free" announcement', () => {
  it('stays closed on the next visit once dismissed, for 30 days', async () => {
    const first = renderWithProviders(<Announcement />);
    await advance(3000);
    vi.useRealTimers();
    await first.user.click(within(banner()!).getByRole('button', { name: 'Dismiss announcement' }));
    expect(banner()).not.toBeInTheDocument();
    expect(Cookies.get(ANNOUNCEMENT_COOKIE)).toBe('true');
    first.unmount();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<Announcement />);
    await advance(10_000);
    expect(banner()).not.toBeInTheDocument();
  });

  it('is never shown together with a dialog such as the special pop-up: it waits until that one is closed', async () => {
    function WithDialog() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Modal open={open} onClose={() => setOpen(false)} title="Spring Move-In Special">
            <p>Half off your first month.</p>
          </Modal>
          <Announcement />
        </>
      );
    }
    const { user } = renderWithProviders(<WithDialog />);
    await advance(5000);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Announcement', hidden: true })).not.toBeInTheDocument();

    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner()).toHaveTextContent('Applying is free: no application fee, ever.');
  });
});
