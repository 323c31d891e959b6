import { expect, test } from '@playwright/test';
import { skipSpecialPopup } from './specialPopup';

// Issue 14: on the embedded default every seeded tour plays with no network: only the local API answers.
test.beforeEach(async ({ context, baseURL }) => {
  await skipSpecialPopup(context, baseURL);
  const local = new URL(baseURL!).host;
  await context.route((url) => url.host !== local, (route) => route.abort('internetdisconnected'));
});

test('spec 2 hero: a seeded video tour plays', async ({ page }) => {
  await page.goto('/floorplans/3');
  await page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { name: 'Video Tour' }).click();
  const video = page.locator('video[title="Video Tour: Sample Gates Two"]');
  await expect(video).toBeVisible();
  const playedTo = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    return element.currentTime;
  });
  expect(playedTo).toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
});

test('spec 2 hero: a seeded virtual tour opens its rooms inside the page', async ({ page }) => {
  await page.goto('/floorplans/3');
  await page.getByRole('group', { name: 'Gallery view' }).getByRole('button', { name: 'Virtual Tour' }).click();
  const tour = page.frameLocator('iframe[title="Virtual Tour: Sample Gates Two"]');
  await expect(tour.getByRole('heading', { level: 1 })).toContainText('Sample Gates Two');
  const room = tour.getByRole('img').first();
  await expect(room).toBeVisible();
  // Visible is its box (it has its size before its picture); the picture then arrives over the network.
  await expect.poll(() => room.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(page.getByText('This content is blocked')).toHaveCount(0);
});

test('spec 2 unit card: the video tour button plays the seeded video in the video modal', async ({ page }) => {
  await page.goto('/communities/1');
  await page.getByRole('button', { name: 'Video Tour' }).first().click();
  const video = page.getByRole('dialog').locator('video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
});
