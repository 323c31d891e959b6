import type { Page } from '@playwright/test';

/** Console errors (a hydration mismatch is one) and the data and stylesheet requests the page sent after it arrived. */
export function watch(page: Page) {
  const errors: string[] = [];
  const dataRequests: string[] = [];
  const styleRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/api/data/')) dataRequests.push(request.url());
    if (request.resourceType() === 'stylesheet') styleRequests.push(request.url());
  });
  return { errors, dataRequests, styleRequests };
}
