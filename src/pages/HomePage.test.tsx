import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/render';

beforeAll(() => import('@/features/specials/components/HomeSpecialModal'));
afterEach(() => vi.useRealTimers());

describe('spec 2 home page', () => {
  it('has the hero, the search list, the featured plans, and after 3 s the special pop-up without the banner', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Two bedrooms: the search then shows neither featured plan, which Featured Floor Plans would leave out (issue 27).
    renderRoute('/?bedroom=2');
    const hero = within(screen.getByRole('region', { name: 'Are you moving soon?' }));
    expect(hero.getByText('We showcase apartments & homes for rent in Bloomington, Indiana that are ready for immediate move-in')).toBeVisible();
    expect(hero.getByRole('link', { name: 'START YOUR SEARCH »' })).toHaveAttribute('href', '#search');
    expect(hero.getByText('Rent the Best in Bloomington')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Find your floor plan' })).toHaveAttribute('id', 'search');

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured Floor Plans' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('dialog', { name: 'Spring Move-In Special' })).toBeVisible();
    // Issue 27: never both at once.
    expect(screen.queryByRole('complementary', { name: 'Announcement', hidden: true })).not.toBeInTheDocument();
  });

  it("the banner's action opens the application request", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.cookie = '1-specialModalClosed=true; path=/';
    const { user } = renderRoute('/');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    const banner = screen.getByRole('complementary', { name: 'Announcement' });
    await user.click(within(banner).getByRole('button', { name: 'Request an application' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});
