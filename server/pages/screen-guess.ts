import type { IncomingHttpHeaders } from 'node:http';
import type { ScreenGuess } from '@/shared/renderSeam';

/** The request headers a guess reads, for the answer's Vary. */
export const SCREEN_GUESS_HEADERS = ['Sec-CH-UA-Mobile', 'User-Agent'] as const;

/**
 * The screen a request's device most likely has, from what browsers send unasked (no Accept-CH, no extra round trip):
 * Chromium's `Sec-CH-UA-Mobile` hint (`?1` a phone; `?0` anything else, tablets included), else a `Mobi` token in the
 * User-Agent (Safari and Firefox on phones, not on tablets). A wrong guess costs a re-render once the page is live,
 * never a wrong page: the browser's own media query rules from then on.
 */
export function screenGuess(headers: IncomingHttpHeaders): ScreenGuess {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'narrow';
  if (hint === '?0') return 'wide';
  return /Mobi/.test(headers['user-agent'] ?? '') ? 'narrow' : 'wide';
}
