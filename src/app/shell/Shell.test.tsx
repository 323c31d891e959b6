import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/render';

const header = () => screen.getByRole('banner');
const mainNav = () => within(header()).getByRole('navigation', { name: 'Main' });

/** Opens a page other than home and waits for its lazily loaded chunk. */
async function renderTeamPage() {
  const view = renderRoute('/team');
  await screen.findByRole('heading', { level: 1, name: 'Meet Our Team' });
  return view;
}

describe('spec 2 page shell', () => {
  it('shows the header links, the Contact us button and the footer on every page', async () => {
    await renderTeamPage();

    for (const name of ['Search', 'Sublets']) expect(within(mainNav()).getByRole('link', { name })).toBeVisible();
    for (const name of ['Apply', 'Contact']) expect(within(mainNav()).getByRole('button', { name })).toBeVisible();
    expect(within(header()).getByRole('button', { name: 'Contact us' })).toBeVisible();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '(812) 555-0142' })).toHaveAttribute('href', 'tel:+18125550142');
    // Issue 27: the emergency maintenance number, labelled, on every page.
    expect(within(footer).getByRole('link', { name: 'Emergency maintenance: (812) 555-0199' })).toHaveAttribute('href', 'tel:+18125550199');
    expect(within(footer).getByRole('button', { name: 'Apply' })).toBeVisible();
    expect(within(footer).getByRole('button', { name: 'Contact' })).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeVisible();
  });

  it('opens the application modal from Apply and closes it on Escape', async () => {
    const { user } = await renderTeamPage();
    await user.click(within(mainNav()).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rental Application Request' });
    expect(await within(dialog).findByText(/Applications are free/)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the contact modal from the header mail button and from the footer', async () => {
    const { user } = await renderTeamPage();
    await user.click(within(header()).getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Contact' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });

  it('swaps the application modal for the contact modal from its contact link', async () => {
    const { user } = await renderTeamPage();
    await user.click(within(mainNav()).getByRole('button', { name: 'Apply' }));
    const apply = await screen.findByRole('dialog', { name: 'Rental Application Request' });
    await user.click(within(apply).getByRole('button', { name: 'Send us a message' }));

    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Rental Application Request' })).not.toBeInTheDocument();
  });

  it('the phone menu opens with the hamburger and closes when contact is opened from it', async () => {
    const { user } = await renderTeamPage();
    const menuButton = within(header()).getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(mainNav()).getByRole('button', { name: 'Contact' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('issue 27 phone menu: it also lists Short-term stays, Residents and Meet Our Team; following one closes the menu', async () => {
    const { user, router } = await renderTeamPage();
    const menuButton = within(header()).getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    expect(within(mainNav()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Search', 'Apply', 'Sublets', 'Contact', 'Short-term stays', 'Residents', 'Meet Our Team']);
    expect(within(mainNav()).getByRole('link', { name: 'Short-term stays' })).toHaveAttribute('href', '/short-term');
    expect(within(mainNav()).getByRole('link', { name: 'Meet Our Team' })).toHaveAttribute('href', '/team');
    await user.click(within(mainNav()).getByRole('link', { name: 'Residents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/residents'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('the sublets link goes to /sublets and also opens the application modal (spec 2)', async () => {
    const { user, router } = await renderTeamPage();
    await user.click(within(mainNav()).getByRole('link', { name: 'Sublets' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sublets'));
    expect(await screen.findByRole('dialog', { name: 'Rental Application Request' })).toBeVisible();
  });

  it('the search link from another page goes home to the search section', async () => {
    const { user, router } = await renderTeamPage();
    await user.click(within(mainNav()).getByRole('link', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#search');
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
  });

  it('the search link on the home page scrolls smoothly without navigating', async () => {
    const { user, router } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Are you moving soon?' });
    const scroll = vi.mocked(Element.prototype.scrollIntoView);

    await user.click(within(mainNav()).getByRole('link', { name: 'Search' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(router.state.location.hash).toBe('');
  });

  it('the logo goes home and scrolls to the top', async () => {
    const { user, router } = await renderTeamPage();
    await user.click(within(header()).getByRole('link', { name: 'Limestone Living' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
