import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { faqCollection } from '@tests/msw/fixtures/faq';
import { recordRequests } from '@tests/msw/recordRequests';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

async function openResidents() {
  const view = renderRoute('/residents');
  await screen.findByRole('heading', { level: 1, name: 'Resident FAQ' });
  return view;
}

const card = (name: string) => screen.getByRole('button', { name });

describe('spec 2 resident FAQ (/residents)', () => {
  it('shows two accordion cards, General Questions and Maintenance Questions, both collapsed', async () => {
    const recorded = recordRequests();
    await openResidents();
    await waitFor(() => expect(document.title).toBe('Limestone Living: Residents'));
    for (const name of ['General Questions', 'Maintenance Questions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toContainElement(card(name));
      expect(card(name)).toHaveAttribute('aria-expanded', 'false');
    }
    await waitFor(() =>
      expect(recorded.map((r) => `${r.path}${r.search}`)).toEqual(
        expect.arrayContaining(['/api/data/residentFaqs?projection=withId&size=50', '/api/data/maintenanceFaqs?projection=withId&size=50']),
      ),
    );
    expect(await screen.findByText('When is rent due?')).not.toBeVisible();
  });

  it('opening a card lists its questions by sortOrder with their answers as text', async () => {
    const { user } = await openResidents();
    await user.click(card('General Questions'));
    const panel = document.getElementById(card('General Questions').getAttribute('aria-controls')!)!;
    await within(panel).findByText('When is rent due?');
    expect(within(panel).getAllByRole('term').map((term) => term.textContent)).toEqual(['When is rent due?', 'Can I pay rent online?']);
    expect(within(panel).getByText(/Rent is due on the 1st/)).toHaveTextContent('Rent is due on the 1st of each month. A late fee applies after the 5th.', { normalizeWhitespace: true });

    await user.click(card('Maintenance Questions'));
    expect(await screen.findByText('How do I report a leak?')).toBeVisible();
  });

  it('shows placeholders while the questions load', async () => {
    server.use(http.get('*/api/data/residentFaqs', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    const { user } = await openResidents();
    await user.click(card('General Questions'));
    expect(screen.getByRole('status', { name: 'Loading questions' })).toBeVisible();
  });

  it('says so when a card has no questions', async () => {
    server.use(http.get('*/api/data/maintenanceFaqs', () => HttpResponse.json(faqCollection('maintenanceFaqs', []))));
    const { user } = await openResidents();
    await user.click(card('Maintenance Questions'));
    expect(await screen.findByText('No questions here yet. Call or write to us and we will help.')).toBeVisible();
  });

  it('says a card could not be loaded and tries again on request', async () => {
    server.use(http.get('*/api/data/residentFaqs', () => HttpResponse.json({ message: 'down' }, { status: 404 }), { once: true }));
    const { user } = await openResidents();
    await user.click(card('General Questions'));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load these questions");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('When is rent due?')).toBeVisible();
  });

  it('ends with the contact form as a section, for questions the FAQ does not answer', async () => {
    await openResidents();
    const section = screen.getByRole('region', { name: 'Still have a question?' });
    expect(await within(section).findByRole('heading', { name: 'Step 1 of 2: Your question' })).toBeVisible();
    expect(within(section).getByRole('textbox', { name: /^Question/ })).toBeVisible();
  });

  it('issue 27 residents: the emergency maintenance number is shown labelled, with tap-to-call, before the questions', async () => {
    await openResidents();
    const services = screen.getByRole('region', { name: 'Resident services' });
    expect(within(services).getByRole('link', { name: 'Emergency maintenance: (812) 555-0199' })).toHaveAttribute('href', 'tel:+18125550199');
    expect(within(services).getByText(/day or night/)).toBeVisible();
  });

  it('issue 27 residents: no link to pay rent or request a repair online when none is configured', async () => {
    await openResidents();
    const services = screen.getByRole('region', { name: 'Resident services' });
    expect(within(services).queryByRole('link', { name: /pay rent/i })).not.toBeInTheDocument();
    expect(within(services).queryByRole('link', { name: /repair/i })).not.toBeInTheDocument();
  });
});
