import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { detailPlans, thirteenPhotos } from '@tests/msw/fixtures/floorplanDetail';
import { pinToday } from '@tests/msw/fixtures/today';
import { server } from '@tests/msw/server';
import { holdResponses } from '@tests/msw/holdResponses';
import { renderRoute } from '@tests/render';
import { MINIMUM_STAY_TEXT } from '@/features/short-term/tiers';

beforeEach(pinToday);
afterEach(() => vi.useRealTimers());

async function openPlan(id = '101') {
  const view = renderRoute(`/floorplans/${id}`);
  await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
  return view;
}

function card(name: string, level = 2) {
  return screen.getByRole('heading', { name, level }).closest('section')!;
}

describe('spec 2 floor plan detail: loading and failure', () => {
  it('shows a skeleton while loading, then the plan under its own title', async () => {
    const { release } = holdResponses('*/api/data/floorplans/:id');
    renderRoute('/floorplans/101');
    expect(await screen.findByRole('status', { name: 'Loading floor plan' }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Floorplan: 101'));
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Aspen' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('The Aspen: 1 bed near campus'));
  });

  it("shows 'Uh-oh, this is a 404' when the plan cannot be loaded", async () => {
    renderRoute('/floorplans/999');
    expect(await screen.findByRole('heading', { name: 'Uh-oh, this is a 404' })).toBeVisible();
  });

  it("shows 'Uh-oh, this is a 404' when a secondary call fails", async () => {
    server.use(http.get('*/api/data/testimonials/search/byFloorplanId', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/floorplans/101');
    expect(await screen.findByRole('heading', { name: 'Uh-oh, this is a 404' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'The Aspen' })).not.toBeInTheDocument();
  });
});

describe('spec 2 floor plan detail: cards', () => {
  it('Details: price with the special, rooms, the active web special and the estimated monthly total (issue 16)', async () => {
    await openPlan();
    const details = card('The Aspen', 1);
    expect(within(details).getByText('Now starting at $850/mo')).toBeVisible();
    expect(within(details).getByText('1 bed, 1 bath')).toBeVisible();
    expect(within(details).getByText(/First month free on 12-month leases/)).toBeVisible();
    expect(within(details).queryByText(/An expired special/)).not.toBeInTheDocument();
    // $850 + $60 electric + $45 internet (water is included).
    expect(within(details).getByText('Estimated monthly total: $955')).toBeVisible();
    const parts = within(details).getByRole('heading', { name: 'Estimated monthly total: $955' }).nextElementSibling as HTMLElement;
    expect(within(parts).getByText('Special rent').nextElementSibling).toHaveTextContent('$850');
    expect(within(parts).getByText('Electric (average bill)').nextElementSibling).toHaveTextContent('$60');
    expect(within(parts).getByText('Internet (average bill)').nextElementSibling).toHaveTextContent('$45');
    expect(within(parts).getByText('Included in rent').nextElementSibling).toHaveTextContent('Water');
    // One-time: the deposit is shown apart and left out of the monthly total.
    expect(within(parts).getByText('Deposit (one-time, not monthly)').nextElementSibling).toHaveTextContent('$500');
    expect(within(details).getByText(/are estimates from past residents' usage/)).toBeVisible();
  });

  it('Amenities with Variations, Testimonials, Utilities with the estimate disclaimer', async () => {
    await openPlan();
    expect(within(card('Amenities')).getByText('In-unit washer and dryer')).toBeVisible();
    expect(within(card('Amenities')).getByText('Corner units have an extra window.')).toBeVisible();
    expect(within(card('Testimonials')).getByText('Five minutes to class and quiet at night.')).toBeVisible();
    expect(within(card('Testimonials')).getByText('Maya R.')).toBeVisible();
    const utilities = card('Utilities');
    expect(within(utilities).getByRole('row', { name: 'Electric $60' })).toBeVisible();
    expect(within(utilities).getByRole('row', { name: 'Water Included in rent' })).toBeVisible();
    expect(within(utilities).getByText(/are estimates/)).toBeVisible();
  });

  it("issue 23 plan lists: the Amenities card lists the amenities in the office's order, featured ones in bold wherever they stand", async () => {
    await openPlan();
    const items = within(card('Amenities')).getAllByRole('listitem');
    expect(items.slice(0, 2).map((item) => item.textContent)).toEqual(['Dishwasher', 'In-unit washer and dryer']);
    expect(within(items[1]).getByText('In-unit washer and dryer').tagName).toBe('STRONG');
  });

  it('Pets follow the matrix; without a plan setting the most permissive unit decides', async () => {
    await openPlan();
    const pets = card('Pets');
    // The Aspen has no pet setting; its units allow cats only.
    expect(within(pets).getByText('Cat: permitted')).toBeVisible();
    expect(within(pets).getByText('Small Dog: not permitted')).toBeVisible();
    expect(within(pets).getByText('Large Dog: not permitted')).toBeVisible();
  });

  it('Availability lists the move-in months before one year from today', async () => {
    await openPlan();
    const availability = card('Availability');
    expect(within(availability).getByText('Available Now')).toBeVisible();
    expect(within(availability).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Available Now',
      'March 2026',
      'May 2026',
      'June 2026',
    ]);
  });

  it("'You Might Also Like' shows the similar plans and the FAQs come in sortOrder", async () => {
    await openPlan();
    const similar = card('You Might Also Like');
    expect(within(similar).getByRole('link', { name: 'The Birch' })).toHaveAttribute('href', '/floorplans/102');
    expect(within(similar).getByRole('link', { name: 'The Cedar' })).toBeVisible();
    const faqs = within(await screen.findByRole('region', { name: 'Frequently Asked Questions' })).getAllByRole('term');
    expect(faqs.map((term) => term.textContent).slice(0, 2)).toEqual(['Are utilities included?', 'Is parking included?']);
  });

  it('hides the cards a plan has nothing for', async () => {
    await openPlan('103');
    expect(screen.getByRole('heading', { level: 1, name: 'The Cedar' })).toBeVisible();
    for (const name of ['Testimonials', 'You Might Also Like', 'Utilities', 'Amenities']) {
      expect(screen.queryByRole('heading', { name, level: 2 })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Pets', level: 2 })).toBeVisible();
  });

  it('Location: a map of the address, the unit address when the plan has exactly one unit', async () => {
    await openPlan('102');
    const location = card('Location');
    expect(within(location).getByTitle('Map of 100 N College Ave Apt 1, Bloomington, IN 47404')).toHaveAttribute(
      'src',
      expect.stringContaining('output=embed'),
    );
    expect(screen.getByRole('link', { name: 'View on Map' })).toHaveAttribute('href', expect.stringContaining('maps/search'));
  });

  it('contact us and apply open the shell forms for this plan', async () => {
    const { user } = await openPlan();
    const details = card('The Aspen', 1);
    await user.click(within(details).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('dialog', { name: 'Rental Application Request' })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(within(details).getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });

  it('puts schema.org data for the plan in the head while shown', async () => {
    const { unmount } = await openPlan();
    // Written by an effect, which may run just after the page is painted.
    const script = await waitFor(() => {
      const written = document.head.querySelector('script[type="application/ld+json"]');
      expect(written).not.toBeNull();
      return written!;
    });
    expect(JSON.parse(script.textContent!)).toMatchObject({ name: 'The Aspen', numberOfBedrooms: 1, offers: { price: 850 } });
    unmount();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

describe('spec 2 share', () => {
  it("offers 'Check out this apartment' on two networks, by e-mail and as a copied link with a check for 2 s", async () => {
    const { user } = await openPlan();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Check out this apartment' });
    expect(within(dialog).getByRole('link', { name: 'Facebook' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'X' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toMatch(/\/floorplans\/101$/);
    expect(within(dialog).getByRole('button', { name: 'Link copied' })).toBeVisible();
  });
});

describe("issue 27 share: the phone's share sheet", () => {
  function withShareSheet(share: (data: ShareData) => Promise<void>) {
    const spy = vi.fn(share);
    Object.defineProperty(navigator, 'share', { value: spy, configurable: true });
    return spy;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("opens the share sheet with 'Check out this apartment' and the page's link, without the site's dialog", async () => {
    const share = withShareSheet(() => Promise.resolve());
    const { user } = await openPlan();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Check out this apartment', url: expect.stringMatching(/\/floorplans\/101$/) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a share sheet the renter closes leaves the page as it was', async () => {
    withShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { user } = await openPlan();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a share sheet that refuses falls back to the networks and Copy link', async () => {
    withShareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const { user } = await openPlan();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check out this apartment' });
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
  });
});

describe('spec 9 hero gallery', () => {
  it('switches between photos, Video Tour (regular and 360) and Virtual Tour from badges and tour cards', async () => {
    const { user } = await openPlan();
    const views = screen.getByRole('group', { name: 'Gallery view' });
    expect(within(views).getByRole('button', { name: 'Photos' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(views).getByRole('button', { name: 'Video Tour' }));
    expect(screen.getByTitle('Video Tour: The Aspen')).toHaveAttribute('src', expect.stringContaining('aspenVideo1'));
    expect(screen.getByTitle('360° Video Tour: The Aspen')).toBeInTheDocument();
    // Issue 27: each player says which tour it is.
    expect(screen.getByRole('figure', { name: 'Video Tour: walk through The Aspen' })).toBeVisible();
    expect(screen.getByRole('figure', { name: '360° Video Tour: look all around The Aspen' })).toBeVisible();
    await user.click(within(views).getByRole('button', { name: 'Photos' }));
    await user.click(within(screen.getByRole('list', { name: 'Photos' })).getByRole('button', { name: 'Virtual Tour' }));
    expect(screen.getByTitle('Virtual Tour: The Aspen')).toHaveAttribute('src', 'https://tours.example/aspen');
  });

  it("issue 23 cover alt: a plan without a photo folder shows its cover, saying what the office wrote of it", async () => {
    const officeAlt = 'Corner living room with two tall windows';
    server.use(http.get('*/api/data/floorplans/103', () => HttpResponse.json({ ...detailPlans.find((plan) => plan.id === 103), coverAlt: officeAlt })));
    await openPlan('103');
    expect(within(screen.getByRole('list', { name: 'Photos' })).getByRole('img', { name: officeAlt })).toBeVisible();
  });

  it('issue 8: the first photo is the LCP, preloaded and fetched first; the others load lazily', async () => {
    await openPlan();
    const [first, ...others] = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('img');
    expect(first).toHaveAttribute('src', 'http://localhost:3000/api/asset/download/aspen-1');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('srcset', expect.stringContaining('aspen-1?w=960 960w'));
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('imagesrcset', first.getAttribute('srcset'));
    expect(preload).toHaveAttribute('imagesizes', first.getAttribute('sizes'));
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(others.length).toBeGreaterThan(0);
    others.forEach((photo) => expect(photo).toHaveAttribute('loading', 'lazy'));
  });

  it('pages 4 photos then 8 with arrows that wrap, and More Pictures shows them all', async () => {
    server.use(http.get('*/api/data/assets/folder-aspen', () => HttpResponse.json({ _embedded: { assets: thirteenPhotos } })));
    const { user } = await openPlan();
    const photos = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('img');
    expect(photos()).toHaveLength(4);
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next photos' }));
    expect(photos()).toHaveLength(8);
    expect(photos()[0]).toHaveAttribute('alt', 'The Aspen, photo 5 of 13');
    await user.click(screen.getByRole('button', { name: 'Previous photos' }));
    await user.click(screen.getByRole('button', { name: 'Previous photos' }));
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
    expect(photos()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Next photos' }));
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'More Pictures' }));
    expect(photos()).toHaveLength(13);
  });

  it('simple and grid layouts show the same photos', async () => {
    const { user } = await openPlan();
    await user.click(screen.getByRole('button', { name: 'Simple view' }));
    expect(screen.getByRole('button', { name: 'Simple view' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('img')).toHaveLength(3);
  });

  it('opens a photo in a modal with a spinner until it loads and arrows that wrap', async () => {
    const { user } = await openPlan();
    await user.click(screen.getByRole('button', { name: 'The Aspen, photo 1 of 3' }));
    const dialog = screen.getByRole('dialog', { name: 'The Aspen, photo 1 of 3' });
    expect(within(dialog).getByText('Loading photo')).toBeInTheDocument();
    within(dialog).getByRole('img').dispatchEvent(new Event('load'));
    await waitFor(() => expect(within(dialog).queryByText('Loading photo')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: /Previous photo/ }));
    expect(screen.getByRole('dialog', { name: 'The Aspen, photo 3 of 3' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'The Aspen, photo 1 of 3' })).toBeVisible();
  });

  it('View Floorplan opens the plan drawing', async () => {
    const { user } = await openPlan();
    await user.click(screen.getByRole('button', { name: 'View Floorplan' }));
    expect(screen.getByRole('dialog', { name: 'The Aspen floor plan drawing' })).toBeVisible();
  });
});

describe('spec 2 short-term floor plan', () => {
  it('shows the tier prices and none of the yearly cards', async () => {
    await openPlan('801');
    const pricing = card('Pricing');
    expect(within(pricing).getByRole('row', { name: /2-4 days \$149 plus tax Not priced by the month/ })).toBeVisible();
    expect(within(pricing).getByRole('row', { name: /4\+ months 0 \(call us\) 0 \(call us\)/ })).toBeVisible();
    expect(within(pricing).getByText(MINIMUM_STAY_TEXT)).toBeVisible();
    for (const name of ['Testimonials', 'You Might Also Like', 'Utilities', 'Pets', 'Availability', 'Frequently Asked Questions']) {
      expect(screen.queryByRole('heading', { name, level: 2 })).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Variations')).not.toBeInTheDocument();
    expect(within(card('Amenities')).getByText('Fully furnished')).toBeVisible();
  });

  it('issue 27: Apply (the long-term application) does not show on a short-term plan; Contact Us does', async () => {
    await openPlan('801');
    const details = card('Suite A', 1);
    expect(within(details).getByRole('button', { name: 'Contact Us' })).toBeVisible();
    expect(within(details).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('issue 27: a parking space reads as one ("Parking space", not "0 bed, 0 bath"), with no home application or tour', async () => {
    await openPlan('901');
    const details = card('Reserved Space', 1);
    expect(within(details).getByText('Parking space')).toBeVisible();
    expect(within(details).queryByText(/bed, .* bath/)).not.toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Contact Us' })).toBeVisible();
    expect(within(details).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: /Schedule a tour/ })).not.toBeInTheDocument();
  });

  it('issue 16: a stay price calculator, and no monthly total (a short-term plan is priced per stay)', async () => {
    await openPlan('801');
    expect(await screen.findByRole('heading', { name: 'Price your stay', level: 2 })).toBeVisible();
    expect(screen.queryByText(/Estimated monthly total/)).not.toBeInTheDocument();
  });
});

describe('issue 16 floor plan page: save to the shortlist', () => {
  it("the Details card's save toggle adds the plan to the header's count", async () => {
    const { user } = await openPlan();
    const toggle = within(card('The Aspen', 1)).getByRole('button', { name: 'Save The Aspen' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Shortlist 1 saved' })).toBeVisible();
  });
});
