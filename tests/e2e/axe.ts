import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.x A/AA violations axe finds on the page as it is now, one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Fails with a readable list when axe finds any WCAG 2.x A/AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, context = page.url()): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${context}`).toEqual([]);
}
