import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinToday } from '@tests/msw/fixtures/today';
import { holdResponses } from '@tests/msw/holdResponses';
import { aProperty } from '@tests/msw/fixtures/properties';
import { server } from '@tests/msw/server';
import { renderRoute } from '@tests/render';

const offSite = aProperty({
  leasingOfficeType: 'OFF_SITE',
  ratingLink: 'https://reviews.example/kirkwood',
  busRoutes: [{ busRoute: 'Route 6 Campus Shuttle', busRouteLink: 'https://transit.example/6' }],
  leasingOffice: {
    name: 'Downtown Leasing Center',
    address: '101 W Kirkwood Ave',
    zipcode: '47404',
    phone: '8125550199',
    officeHours: 'Mon-Fri 9-6',
    direction: 'Second floor, above the bakery.',
    officeMap: null,
    officeImage: '/images/office.jpg',
    officeImageDescription: 'The leasing center entrance',
  },
});

function section(name: string) {
  return screen.getByRole('heading', { name, level: 2 }).closest('section')!;
}

describe('spec 2 property location and review', () => {
  it('Location: property card with call, text, contact form and bus routes, the off-site note, the office card and a map', async () => {
    server.use(http.get('*/api/data/properties/1', () => HttpResponse.json(offSite)));
    renderRoute('/communities/1');
    await screen.findByRole('heading', { name: 'Location', level: 2 }, { timeout: 3000 });
    const location = section('Location');
    expect(within(location).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+18125550142');
    expect(within(location).getByRole('link', { name: 'Text' })).toHaveAttribute('href', 'sms:8125550142');
    expect(within(location).getByRole('link', { name: 'Route 6 Campus Shuttle' })).toHaveAttribute('href', 'https://transit.example/6');
    expect(within(location).getByText('*There is NO ON-SITE Office')).toBeVisible();
    const office = within(location).getByRole('article', { name: 'Downtown Leasing Center' });
    expect(within(office).getByText('Mon-Fri 9-6')).toBeVisible();
    expect(within(office).getByText('Second floor, above the bakery.')).toBeVisible();
    expect(within(office).getByRole('img', { name: 'The leasing center entrance' })).toBeVisible();
    expect(within(location).getByTitle('Map of The Kirkwood')).toBeInTheDocument();
  });

  it('Location: no off-site note for an on-site office; the contact form link opens the contact modal', async () => {
    const { user } = renderRoute('/communities/1');
    await screen.findByRole('heading', { name: 'Location', level: 2 }, { timeout: 3000 });
    expect(screen.queryByText('*There is NO ON-SITE Office')).not.toBeInTheDocument();
    await user.click(within(section('Location')).getByRole('button', { name: 'Contact form' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });

  it("Review: the testimonials of the property's plans and '{rating} Stars on Google' linked", async () => {
    server.use(http.get('*/api/data/properties/1', () => HttpResponse.json(offSite)));
    renderRoute('/communities/1');
    expect(await screen.findByText('Five minutes to class and quiet at night.', {}, { timeout: 3000 })).toBeVisible();
    const review = section('Review');
    expect(within(review).getByRole('link', { name: '4.6 Stars on Google' })).toHaveAttribute('href', 'https://reviews.example/kirkwood');
    expect(within(review).getAllByRole('listitem')).toHaveLength(2);
  });

  it('then the property FAQ section', async () => {
    renderRoute('/communities/1');
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' }, { timeout: 3000 })).toBeVisible();
  });
});

describe('issue 14 a SHORT_TERM community', () => {
  it('shows its furnished plans and their short-term pricing instead of an empty units section', async () => {
    renderRoute('/communities/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Limestone Suites' })).toBeVisible();
    expect(await screen.findByText('Total: 3 Results')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Studio Loft' })).toHaveAttribute('href', '/floorplans/802');
    expect(screen.getByRole('heading', { name: 'Short Term Pricing', level: 2 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Units', level: 2 })).not.toBeInTheDocument();
  });
});

describe('issue 27 community overview', () => {
  afterEach(() => vi.useRealTimers());
  const withOffice = aProperty({ coverImage: 'https://drive.google.com/uc?id=kirkwood-cover', leasingOffice: offSite.leasingOffice });

  it('opens with the cover photo, what it offers from what price, the leasing office and a tap-to-call phone, then the units', async () => {
    pinToday();
    server.use(http.get('*/api/data/properties/1', () => HttpResponse.json(withOffice)));
    renderRoute('/communities/1');
    const overview = await screen.findByRole('region', { name: 'Overview' }, { timeout: 3000 });
    expect(within(overview).getByRole('img', { name: 'The Kirkwood' })).toBeVisible();
    expect(await within(overview).findByText('Studio-2 bed from $700/mo')).toBeVisible();
    expect(within(overview).getByText('Downtown Leasing Center')).toBeVisible();
    expect(within(overview).getByText('Mon-Fri 9-6')).toBeVisible();
    // The leasing office answers the phone where it has one of its own.
    expect(within(overview).getByRole('link', { name: 'Call (812) 555-0199' })).toHaveAttribute('href', 'tel:+18125550199');
    expect(within(overview).getByRole('link', { name: 'See the units' })).toHaveAttribute('href', '#units');
    const units = screen.getByRole('heading', { name: 'Units', level: 2 });
    expect(overview.compareDocumentPosition(units) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('while the plans load the offer line holds its place; the rest is there', async () => {
    holdResponses('*/api/data/properties/:id/floorplans/filter');
    renderRoute('/communities/1');
    const overview = await screen.findByRole('region', { name: 'Overview' }, { timeout: 3000 });
    expect(within(overview).getByText('Loading what The Kirkwood offers')).toBeInTheDocument();
    expect(within(overview).getByRole('link', { name: 'Call (812) 555-0142' })).toBeVisible();
  });

  it('with no plan to offer, no price line and no link to units, and no empty office block', async () => {
    server.use(http.get('*/api/data/properties/:id/floorplans/filter', () => HttpResponse.json({ _embedded: { floorplans: [] } })));
    renderRoute('/communities/1');
    const overview = await screen.findByRole('region', { name: 'Overview' }, { timeout: 3000 });
    await waitFor(() => expect(within(overview).queryByText(/Loading what/)).not.toBeInTheDocument());
    expect(within(overview).queryByText(/ bed from /)).not.toBeInTheDocument();
    expect(within(overview).getByText('Ask us what opens next.')).toBeVisible();
    expect(within(overview).queryByRole('link', { name: 'See the units' })).not.toBeInTheDocument();
  });

  it("Location: the community's phone is a tap-to-call link, not plain text", async () => {
    renderRoute('/communities/1');
    await screen.findByRole('heading', { name: 'Location', level: 2 }, { timeout: 3000 });
    expect(within(section('Location')).getByRole('link', { name: '(812) 555-0142' })).toHaveAttribute('href', 'tel:+18125550142');
  });
});
