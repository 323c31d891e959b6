import { expect, test, type Locator } from '@playwright/test';
import { axeViolations } from './axe';
import { skipSpecialPopup } from './specialPopup';

/** Issue 27, what a renter's walk found on the community, compare, shortlist and plan pages: run at 390 and 1280 px. */
test.beforeEach(async ({ context, baseURL }) => skipSpecialPopup(context, baseURL));

/** How much of `inner` shows inside `outer`'s box, across. */
async function visibleWidth(inner: Locator, outer: Locator): Promise<number> {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  return Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
}

test('issue 27 compare: two plan columns are wholly visible beside the labels, and the pet icons keep their size', async ({ page }) => {
  await page.goto('/compare?ids=1,2,3');
  const region = page.getByRole('region', { name: 'Comparison table' });
  const heads = region.getByRole('columnheader');
  await expect(heads).toHaveCount(3);
  for (const index of [0, 1]) {
    const head = heads.nth(index);
    expect(await visibleWidth(head, region), `plan column ${index + 1}`).toBeGreaterThanOrEqual((await head.boundingBox())!.width - 1);
  }
  const label = (await region.getByRole('rowheader').first().boundingBox())!;
  expect(label.width / (await region.boundingBox())!.width).toBeLessThanOrEqual(0.3);
  const icons = region.locator('td ul svg');
  expect(await icons.count()).toBeGreaterThan(0);
  for (const box of await icons.evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().width))) expect(box).toBe(20);
  expect(await axeViolations(page)).toEqual([]);
});

test('issue 27 map: when the map cannot load, its box shows the address and an Open in Maps link', async ({ page }) => {
  await page.route(/google\.com\/maps/, (route) => route.abort('internetdisconnected'));
  await page.goto('/communities/1');
  const box = page.getByRole('region', { name: 'Location' }).getByRole('figure');
  await box.scrollIntoViewIfNeeded();
  const link = box.getByRole('link', { name: /^Open in Maps/ });
  await expect(link).toBeVisible();
  await expect(box.getByText('415 E Kirkwood Ave, Bloomington, IN 47408')).toBeVisible();
  const inner = (await link.boundingBox())!;
  const outer = (await box.boundingBox())!;
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
});

test('issue 27 video tours: each player shows a frame of its tour before it plays, under a caption', async ({ page }) => {
  await page.goto('/floorplans/3');
  await page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { name: 'Video Tour' }).click();
  for (const caption of ['Video Tour: walk through Sample Gates Two', '360° Video Tour: look all around Sample Gates Two']) {
    const figure = page.getByRole('figure', { name: caption });
    await expect(figure.getByText(caption)).toBeVisible();
    const video = figure.locator('video');
    // A decoded frame (HAVE_CURRENT_DATA) is what the player paints instead of black; nothing is playing.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= 2 && element.paused)).toBe(true);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('issue 27 shortlist: each saved plan shows its photo, rent, beds and availability; the ticks wear the brand colour', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    window.localStorage.setItem('shortlist', JSON.stringify({ version: 1, plans: [{ id: 1, name: 'Dunn Studio', community: 'The Kirkwood' }, { id: 3, name: 'Sample Gates Two', community: 'The Kirkwood' }] })),
  );
  await page.goto('/shortlist');
  const item = page.getByRole('list', { name: 'Saved floor plans' }).getByRole('listitem').filter({ hasText: 'Sample Gates Two' });
  // Issue 23: the cover says what the office wrote of that photo (the seed's description of plan 3's first photo).
  const photo = item.getByRole('img', { name: 'Sample Gates Two: bath' });
  await expect(photo).toBeVisible();
  expect((await photo.boundingBox())!.width).toBeGreaterThanOrEqual(100);
  await expect(item.getByText(/\$1,495\/mo/)).toBeVisible();
  await expect(item.getByText('2 bed, 2 bath')).toBeVisible();
  await expect(item.getByText(/^(Available Now|From \w{3} \d{1,2}, \d{4})$/)).toBeVisible();
  const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim());
  expect(brand).toBe('#8a1c2b');
  await expect(item.getByRole('checkbox', { name: 'Compare Sample Gates Two' })).toHaveCSS('accent-color', 'rgb(138, 28, 43)');
  expect(await axeViolations(page)).toEqual([]);
});

test('issue 27 shortlist at 390 px: a plan no longer listed keeps its name and says so inside its card, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate(() =>
    window.localStorage.setItem('shortlist', JSON.stringify({ version: 1, plans: [{ id: 1, name: 'Dunn Studio', community: 'The Kirkwood' }, { id: 6, name: 'Dunn Loft', community: 'The Kirkwood' }] })),
  );
  await page.goto('/shortlist');
  const item = page.getByRole('list', { name: 'Saved floor plans' }).getByRole('listitem').filter({ hasText: 'Dunn Loft' });
  await expect(item.getByText('No longer listed')).toBeVisible();
  for (const text of [item.getByRole('link', { name: 'Dunn Loft' }), item.getByText('No longer listed')]) {
    const box = (await text.boundingBox())!;
    expect(await visibleWidth(text, item)).toBeCloseTo(box.width, 0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('issue 27 community: opens with an overview (photo, offer, office, a phone to tap) on the first screen, served with the page, then the units', async ({ page, request }) => {
  const served = await (await request.get('/communities/1')).text();
  expect(served).toMatch(/(Studio|\d)(-\d)? bed from \$[\d,]+\/mo/);
  await page.goto('/communities/1');
  const overview = page.getByRole('region', { name: 'Overview' });
  const viewport = page.viewportSize()!;
  const photo = overview.getByRole('img', { name: 'The Kirkwood' });
  await expect(photo).toBeVisible();
  expect((await photo.boundingBox())!.y).toBeLessThan(viewport.height);
  await expect(overview.getByText(/ bed from \$/)).toBeVisible();
  await expect(overview.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  const unitsHeading = page.getByRole('heading', { name: 'Units', level: 2 });
  expect((await unitsHeading.boundingBox())!.y).toBeGreaterThan((await overview.boundingBox())!.y);
  await overview.getByRole('link', { name: 'See the units' }).click();
  await expect(unitsHeading).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});

test('issue 27 compare: a struck regular rent sits on the line of its special price, inside its column', async ({ page }) => {
  await page.goto('/compare?ids=1,2,3');
  const struck = page.getByRole('region', { name: 'Comparison table' }).locator('td s');
  await expect(struck.first()).toBeVisible();
  for (const placed of await struck.evaluateAll((all) =>
    all.map((s) => {
      const special = s.previousElementSibling!.getClientRects();
      const lastLine = special[special.length - 1];
      const box = s.getBoundingClientRect();
      const cell = s.closest('td')!.getBoundingClientRect();
      return { onSpecialLine: box.top < lastLine.bottom && box.bottom > lastLine.top, inside: box.right <= cell.right };
    }),
  ))
    expect(placed).toEqual({ onSpecialLine: true, inside: true });
});

test('issue 27 filters: on a phone the sheet is the filters\' only frame (no box in a box); on a desktop the bar keeps its own', async ({ page }) => {
  await page.goto('/');
  const phone = page.viewportSize()!.width < 640;
  if (phone) await page.getByRole('button', { name: /^Filters \(/ }).click();
  const scope = phone ? page.getByRole('dialog', { name: 'Filters' }) : page.locator('main');
  const bedrooms = scope.getByLabel('Bedrooms');
  await expect(bedrooms).toBeVisible();
  // Every box drawn with a border between the Bedrooms select and the sheet (or the page).
  const frames = await bedrooms.evaluate((select) => {
    const framed: string[] = [];
    for (let node = select.parentElement; node && node.getAttribute('role') !== 'dialog' && node.tagName !== 'MAIN'; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0) framed.push(node.className);
    }
    return framed.length;
  });
  expect(frames).toBe(phone ? 0 : 1);
});

test('issue 27 plan page: the location card names its address once, in the map\'s caption with Open in Maps', async ({ page }) => {
  await page.goto('/floorplans/1');
  const location = page.getByRole('region', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  const caption = location.locator('figcaption');
  await expect(caption.getByRole('link', { name: /^Open in Maps/ })).toBeVisible();
  const address = (await caption.locator('span').first().textContent())!;
  expect(address).toMatch(/Bloomington, IN/);
  expect((await location.innerText()).split(address).length - 1).toBe(1);
});
