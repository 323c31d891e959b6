import type { Page } from '@playwright/test';

/**
 * What went wrong in a workspace page's console: page errors and console errors, except the browser's own line for a
 * staff request the journey itself had refused (a 401 while signed out, a 403 for a role that may not). Those are the
 * API saying no, as designed; how many times the frame asks is not the user's business, so they are not counted.
 */
export function staffConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const refusedStaffRequest =
      /^Failed to load resource: the server responded with a status of 40[13]\b/.test(message.text()) &&
      new URL(message.location().url, 'http://unknown').pathname.startsWith('/api/staff/');
    if (!refusedStaffRequest) problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  return problems;
}
