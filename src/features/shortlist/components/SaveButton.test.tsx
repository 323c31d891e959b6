import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dunn, jordan, storeShortlist as store } from '@tests/msw/fixtures/shortlist';
import { renderWithProviders } from '@tests/render';
import { SHORTLIST_KEY } from '../shortlist';
import { SaveButton } from './SaveButton';
import { ShortlistLink } from './ShortlistLink';

describe('issue 16 shortlist: the save toggle and the header count', () => {
  it("a real toggle button named 'Save {plan name}': pressing it saves, pressing again removes, and the count follows", async () => {
    const { user } = renderWithProviders(
      <>
        <SaveButton plan={dunn} variant="overlay" />
        <ShortlistLink />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Save Dunn Studio' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Shortlist' })).toHaveAttribute('href', '/shortlist');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Shortlist 1 saved' })).toBeVisible();
    expect(JSON.parse(window.localStorage.getItem(SHORTLIST_KEY)!)).toEqual({ version: 1, plans: [dunn] });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Shortlist' })).toBeVisible();
  });

  it('follows another tab: a storage event brings its saves in', () => {
    renderWithProviders(<SaveButton plan={jordan} />);
    expect(screen.getByRole('button', { name: 'Save Jordan Two' })).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      store([jordan]);
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_KEY }));
    });
    expect(screen.getByRole('button', { name: 'Save Jordan Two' })).toHaveAttribute('aria-pressed', 'true');
  });
});
