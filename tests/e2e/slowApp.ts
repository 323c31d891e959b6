import type { Page } from '@playwright/test';

/**
 * Holds the app's script (as a slow phone network would) until `release` is called; the server's markup and the
 * small early-input script arrive as usual. `asked` resolves once the page has asked for the script: on a rendered
 * page, once its first screen is shown (lib/firstScreen). While the script is held the page's `load` event waits too.
 */
export async function holdTheApp(page: Page): Promise<{ release: () => void; asked: Promise<void> }> {
  let release = () => {};
  let wasAsked = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (wasAsked = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    wasAsked();
    await held;
    await route.continue();
  });
  return { release, asked };
}
