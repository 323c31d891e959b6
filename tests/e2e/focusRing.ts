import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How the focused element shows its focus, or what lacks one. The site draws a 3 px outline in the focus colour
 * (`:focus-visible` in global.css); a range input draws it on its thumb, and a card whose link has focus rings
 * the whole card instead of the link.
 */
export function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Chromium computes no style for a range thumb, so look for the stylesheet rule that outlines it on focus.
    const thumbOutlined = (input: HTMLInputElement) =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => {
          if (!(rule instanceof CSSStyleRule) || !rule.selectorText.endsWith('::-webkit-slider-thumb')) return false;
          // A shorthand with var() leaves its longhands empty, so read the shorthand itself.
          const outline = `${rule.style.outline} ${rule.style.outlineStyle}`;
          return /\b(solid|dashed|dotted|double)\b/.test(outline) && input.matches(rule.selectorText.replace(/::-webkit-slider-thumb$/, ''));
        }),
      );
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing has focus';
    const outlined = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if (outlined(getComputedStyle(focused))) return 'outline';
    if (focused instanceof HTMLInputElement && focused.type === 'range' && thumbOutlined(focused)) return 'outline on the thumb';
    const focusColour = getComputedStyle(document.documentElement).getPropertyValue('--focus').trim();
    const [red, green, blue] = [1, 3, 5].map((start) => parseInt(focusColour.slice(start, start + 2), 16));
    for (let node = focused.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.boxShadow.includes(`rgb(${red}, ${green}, ${blue})`) || (node.matches(':focus-within') && outlined(style))) {
        return 'ring on the card';
      }
    }
    return `no focus ring on ${focused.outerHTML.slice(0, 160)}`;
  });
}

/** Polls, since a card's ring fades in with its box-shadow transition. */
export async function expectFocusRing(page: Page): Promise<void> {
  await expect.poll(() => focusRing(page), { timeout: 2000 }).toMatch(/^(outline|outline on the thumb|ring on the card)$/);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking that every element passed on the way
 * shows its focus; fails when `target` is not reached within `limit` presses, i.e. it is not in the tab order.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  const element = await target.elementHandle();
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await element!.evaluate((node) => node === document.activeElement)) {
      await expectFocusRing(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusRing(page);
  }
  throw new Error(`${target} was not reached within ${limit} presses of Tab`);
}
