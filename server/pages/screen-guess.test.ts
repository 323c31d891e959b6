import { describe, expect, it } from 'vitest';
import { screenGuess } from './screen-guess';

const PIXEL = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('issue 22 phone first paint: the screen a member\'s request suggests', () => {
  it.each([
    ['Chromium on a phone (its hint)', { 'sec-ch-ua-mobile': '?1', 'user-agent': PIXEL }, 'narrow'],
    ['Chromium on a tablet or a computer (its hint)', { 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID_TABLET }, 'wide'],
    ['the hint wins over the User-Agent', { 'sec-ch-ua-mobile': '?0', 'user-agent': PIXEL }, 'wide'],
    ['Safari on an iPhone (no hint)', { 'user-agent': IPHONE }, 'narrow'],
    ['Firefox on Android (no hint)', { 'user-agent': FIREFOX_ANDROID }, 'narrow'],
    ['Safari on an iPad, which calls itself a Mac', { 'user-agent': IPAD }, 'wide'],
    ['a computer without the hint', { 'user-agent': DESKTOP }, 'wide'],
    ['nothing said', {}, 'wide'],
  ] as const)('%s', (_, headers, guess) => {
    expect(screenGuess(headers)).toBe(guess);
  });
});
