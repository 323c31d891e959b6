import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { planSummaries } from '@tests/msw/fixtures/staffCatalogPlans';
import { holdResponses } from '@tests/msw/holdResponses';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import SpecialsPage from './SpecialsPage';

describe('issue 23 specials page: the floor plans', () => {
  it('issue 23 specials page: shows a placeholder while the plans load, then each community\'s plans with what they run, each a link to its page', async () => {
    const held = holdResponses('*/api/staff/catalog/floorplans');
    renderWithProviders(<SpecialsPage />, { path: '/staff/specials' });
    expect(await screen.findByText('Loading the floor plans')).toBeInTheDocument();
    held.release();
    const kirkwood = await screen.findByRole('region', { name: 'The Kirkwood' });
    expect(within(kirkwood).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The ElmOn the site · special rent $850 from Mar 01, 2026 to Mar 31, 2026 · 1 web special',
      'The OakNot on the site',
    ]);
    expect(within(kirkwood).getByRole('link', { name: 'The Elm' })).toHaveAttribute('href', '/staff/listings/plans/7');
    expect(within(screen.getByRole('region', { name: 'Cascades Flats' })).getByRole('listitem')).toHaveTextContent('Walnut TwoOn the site · 2 web specials');
  });

  it('issue 23 specials page: says when there are no floor plans', async () => {
    server.use(http.get('*/api/staff/catalog/floorplans', () => HttpResponse.json([])));
    renderWithProviders(<SpecialsPage />, { path: '/staff/specials' });
    expect(await screen.findByText('There are no floor plans yet.')).toBeVisible();
  });

  it('issue 23 specials page: says when the plans could not be loaded and tries again', async () => {
    let calls = 0;
    server.use(http.get('*/api/staff/catalog/floorplans', () => (++calls === 1 ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : HttpResponse.json(planSummaries))));
    const { user } = renderWithProviders(<SpecialsPage />, { path: '/staff/specials' });
    expect(await screen.findByText(/We couldn't load the floor plans/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'The Elm' })).toBeVisible();
  });
});
