import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner, BANNER_DELAY_MS } from './Banner';

afterEach(() => vi.useRealTimers());

describe('spec 2 announcement banner', () => {
  it('shows its content after 3000 ms, not before', async () => {
    vi.useFakeTimers();
    render(
      <Banner label="Announcement">
        <p>Applying is free.</p>
      </Banner>,
    );
    expect(BANNER_DELAY_MS).toBe(3000);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByText('Applying is free.')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent('Applying is free.');
  });

  it('can be dismissed', async () => {
    render(
      <Banner label="Announcement" delayMs={0}>
        <p>Applying is free.</p>
      </Banner>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText('Applying is free.')).not.toBeInTheDocument();
  });
});
