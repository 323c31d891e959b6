import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { faqCollection } from '@tests/msw/fixtures/faq';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderWithProviders } from '@tests/render';
import { PropertyFaqSection } from './PropertyFaqSection';

const PATH = '*/api/data/propertyFaqs/search/byPropertyId';

describe("spec 2 property FAQ section 'Frequently Asked Questions'", () => {
  it("asks for the property's FAQs and lists them by sortOrder, answers as plain text", async () => {
    const recorded = recordRequests();
    renderWithProviders(<PropertyFaqSection propertyId={3} />);
    const section = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(section).getAllByRole('term').map((term) => term.textContent)).toEqual(['Is the building smoke-free?', 'Is there parking?']);
    expect(within(section).getByText('<b>Yes</b>, inside and on balconies.')).toBeVisible();
    expect(section.querySelector('b')).toBeNull();
    expect(recorded.map((request) => `${request.path}${request.search}`)).toEqual([
      '/api/data/propertyFaqs/search/byPropertyId?projection=withId&propertyId=3',
    ]);
  });

  it('renders nothing while loading and nothing when the property has no FAQs', async () => {
    let answered = false;
    server.use(http.get(PATH, async () => {
      await delay(30);
      answered = true;
      return HttpResponse.json(faqCollection('propertyFaqs', []));
    }));
    const { container } = renderWithProviders(<PropertyFaqSection propertyId={3} />);
    expect(screen.queryByRole('heading', { name: 'Frequently Asked Questions' })).not.toBeInTheDocument();
    await waitFor(() => expect(answered).toBe(true));
    await delay(10);
    expect(screen.queryByRole('heading', { name: 'Frequently Asked Questions' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('says the questions could not be loaded, and tries again on request', async () => {
    server.use(http.get(PATH, () => HttpResponse.json({ message: 'down' }, { status: 404 }), { once: true }));
    const { user } = renderWithProviders(<PropertyFaqSection propertyId={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the questions");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Is there parking?')).toBeVisible();
  });
});
