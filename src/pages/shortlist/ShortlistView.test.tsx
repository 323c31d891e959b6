import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHORTLIST_KEY } from '@/features/shortlist/shortlist';
import { corner, dunn, jordan, storeShortlist as store } from '@tests/msw/fixtures/shortlist';
import { renderRoute, renderWithProviders } from '@tests/render';
import { ShortlistView } from './ShortlistView';

const saved = () => screen.getByRole('list', { name: 'Saved floor plans' });

describe('issue 16 shortlist page', () => {
  it('empty: says so and points back to the search', async () => {
    renderRoute('/shortlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your shortlist' })).toBeVisible();
    expect(screen.getByText(/No floor plans saved yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search floor plans' })).toHaveAttribute('href', '/#search');
    await waitFor(() => expect(document.title).toBe('Limestone Living: Shortlist'));
  });

  it('a corrupt stored value reads as an empty shortlist instead of breaking the page', async () => {
    window.localStorage.setItem(SHORTLIST_KEY, '{"version":1,"plans":[{"id":');
    renderRoute('/shortlist');
    expect(await screen.findByText(/No floor plans saved yet/)).toBeVisible();
  });

  it('lists the saved plans; removing one takes it off the list and off the header count', async () => {
    store([dunn, jordan]);
    const { user } = renderRoute('/shortlist');
    await screen.findByRole('heading', { level: 1, name: 'Your shortlist' });
    expect(within(saved()).getByRole('link', { name: 'Dunn Studio' })).toHaveAttribute('href', '/floorplans/1');
    expect(within(saved()).getByText('Jordan Commons')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shortlist 2 saved' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Dunn Studio' }));
    expect(within(saved()).queryByRole('link', { name: 'Dunn Studio' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shortlist 1 saved' })).toBeVisible();
  });

  it('compares the first four saved plans; a fifth can be ticked once another is unticked', async () => {
    const five = [dunn, corner, jordan, { ...jordan, id: 11, name: 'Jordan Three' }, { ...dunn, id: 2, name: 'Indiana One' }];
    store(five);
    const { user } = renderWithProviders(<ShortlistView searchHref="/#search" />);
    expect(screen.getByRole('link', { name: 'Compare 4 plans' })).toHaveAttribute('href', '/compare?ids=1,4,10,11');
    expect(screen.getByRole('checkbox', { name: 'Compare Indiana One' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Kirkwood Corner' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Indiana One' }));
    expect(screen.getByRole('link', { name: 'Compare 4 plans' })).toHaveAttribute('href', '/compare?ids=1,10,11,2');
  });

  it('one saved plan cannot be compared yet', () => {
    store([dunn]);
    renderWithProviders(<ShortlistView searchHref="/#search" />);
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveAccessibleDescription(/Tick 2 to 4 plans/);
  });

  it("'Ask about these' opens the contact form with the plans in spec 3 additionalInfo.floorPlan", async () => {
    store([dunn, corner]);
    const { user, shell } = renderWithProviders(<ShortlistView searchHref="/#search" />);
    await user.click(screen.getByRole('button', { name: 'Ask about these' }));
    // Both are at The Kirkwood, so that community is ticked too.
    expect(shell.openContact).toHaveBeenCalledWith({ floorplanName: 'Dunn Studio (The Kirkwood), Kirkwood Corner (The Kirkwood)', propertyName: 'The Kirkwood' });
  });
});
