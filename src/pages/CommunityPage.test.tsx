import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
