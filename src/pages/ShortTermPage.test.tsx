import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/msw/server';
import { holdResponses } from '@tests/msw/holdResponses';
import { renderRoute } from '@tests/render';

async function openPage(path = '/short-term') {
  const view = renderRoute(path);
  await screen.findByText(/Total: \d+ Results/);
  return view;
}

function resultCards() {
  return screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/floorplans/'));
}

describe('spec 2 flexible-term marketing page', () => {
  it('states every fact and audience', async () => {
    renderRoute('/short-term');
    for (const fact of [
      '14-day minimum',
      'No lease, no deposit',
      '0 days notice to vacate',
      'Book in 5 minutes',
      'Fully furnished and equipped',
      'All utilities plus internet',
      'In-unit washer and dryer',
      'Credit card charged weekly',
      'Corporate direct-bill available',
      'No pets',
    ]) {
      expect(await screen.findByRole('heading', { name: fact })).toBeVisible();
    }
    expect(screen.getByText(/Stays of 30 days or longer get one complimentary cleaning per month on request/)).toBeVisible();
    for (const audience of ['Visiting professionals', 'Relocated employees', 'Homeowners in transition', 'Insurance housing', 'Students', 'Leisure travelers']) {
      expect(screen.getByText(audience)).toBeVisible();
    }
  });
});

describe('spec 2 short-term list', () => {
  it('shows skeleton cards while loading, then active plans sorted by the 5-13 day price ascending', async () => {
    const { release } = holdResponses('*/api/data/floorplans/search/byPropertyId');
    renderRoute('/short-term');
    expect(await screen.findByRole('list', { name: 'Loading floor plans' })).toHaveAttribute('aria-busy', 'true');
    release();

    await screen.findByText('Total: 3 Results');
    expect(resultCards().map((link) => link.textContent)).toEqual(['Studio Loft', 'Suite A', 'Town Home Suite']);
    expect(screen.queryByText('Retired Suite')).not.toBeInTheDocument();
    expect(resultCards()[0]).toHaveAttribute('href', '/floorplans/802');
  });

  it('sorts by price descending and by bedrooms from the sort dropdown, and keeps the choice in the URL', async () => {
    const { user, router } = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(resultCards().map((link) => link.textContent)).toEqual(['Town Home Suite', 'Suite A', 'Studio Loft']);
    expect(router.state.location.search).toBe('?sort=priceDesc');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Bedrooms: fewest first');
    expect(resultCards().map((link) => link.textContent)).toEqual(['Studio Loft', 'Suite A', 'Town Home Suite']);
  });

  it("filters by bedroom and 'Home Type' checkboxes, with an empty state", async () => {
    const { user } = await openPage();
    const homeType = screen.getByRole('group', { name: 'Home Type' });
    await user.click(within(homeType).getByRole('checkbox', { name: 'Town Home' }));
    expect(screen.getByText('Total: 1 Result')).toBeVisible();
    expect(resultCards().map((link) => link.textContent)).toEqual(['Town Home Suite']);

    await user.click(within(screen.getByRole('group', { name: 'Bedrooms' })).getByRole('checkbox', { name: '1' }));
    expect(screen.getByText('Total: 0 Results')).toBeVisible();
    expect(screen.getByText('No matches found...')).toBeVisible();
  });

  it('restores filters and sort from a shared link', async () => {
    await openPage('/short-term?sort=bedroomsDesc&type=STUDIO&type=APARTMENT');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('bedroomsDesc');
    expect(resultCards().map((link) => link.textContent)).toEqual(['Suite A', 'Studio Loft']);
  });

  it("shows the 'Short Term Pricing' table with one column per plan and the footnote", async () => {
    await openPage();
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Length of stay', 'Studio Loft', 'Suite A', 'Town Home Suite']);
    const fourPlus = within(table).getByRole('row', { name: /4\+ months/ });
    // Issue 14: a non-positive price is shown as given (spec 9), labelled so a reader knows to ask.
    expect(within(fourPlus).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0 (call us)', '$75', '$149']);
    expect(screen.getByText('* for immediate arrivals only, call or text for availability')).toBeVisible();
  });

  it("issue 14: the table says 'plus tax' where a sighted reader sees it", async () => {
    await openPage();
    const caption = within(screen.getByRole('table')).getByText('Price per day by length of stay, plus tax');
    expect(caption).not.toHaveClass('visually-hidden');
  });

  it('issue 14: a card names the true lowest daily price and the stay it is for, plus tax', async () => {
    await openPage();
    const card = (name: string) => screen.getByRole('link', { name }).closest('li')!;
    expect(card('Suite A')).toHaveTextContent('From $75/day for 4+ months, plus tax');
    // Its 4+ months price is 0 ('call us'): the lowest real price is the 1-4 months one.
    expect(card('Studio Loft')).toHaveTextContent('From $72/day for 1-4 months, plus tax');
  });

  it('says so when the plans cannot be loaded', async () => {
    server.use(http.get('*/api/data/floorplans/search/byPropertyId', () => new HttpResponse(null, { status: 500 })));
    renderRoute('/short-term');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the furnished floor plans");
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });
});
