import type { Page } from '@playwright/test';

/**
 * Holds the app's script (as a slow phone network would) until `release` is called; the server's markup and the
 * small early-input script arrive as usual.
 */
export async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
