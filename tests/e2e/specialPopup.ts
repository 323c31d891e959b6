import type { BrowserContext } from '@playwright/test';

/** The cookie that keeps the home-page special pop-up closed (spec section 4) for the search property, 1. */
export const SPECIAL_COOKIE = '1-specialModalClosed';

/**
 * Journeys that are not about the special pop-up start as for a visitor who closed it today; otherwise it opens over
 * the home page 3 seconds after load, in the middle of whatever the journey is doing.
 */
export async function skipSpecialPopup(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: SPECIAL_COOKIE, value: 'true', url: baseURL ?? 'http://localhost' }]);
}
