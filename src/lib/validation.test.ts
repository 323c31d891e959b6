import { describe, expect, it } from 'vitest';
import { isBlank, isEmail, isPhone, phoneDigits } from './validation';

describe('spec 5 form checks', () => {
  it('blank means nothing but spaces', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('an e-mail needs a name, an @ and a domain with a dot', () => {
    expect(isEmail('ana@example.com')).toBe(true);
    expect(isEmail(' ana@example.com ')).toBe(true);
    for (const bad of ['ana', 'ana@', 'ana@example', 'a na@example.com', '@example.com']) expect(isEmail(bad)).toBe(false);
  });

  it('a phone keeps digits only, and needs 10 to 15 of them', () => {
    expect(phoneDigits('(812) 555-0142')).toBe('8125550142');
    expect(phoneDigits('abc')).toBe('');
    expect(isPhone('8125550142')).toBe(true);
    expect(isPhone('5550142')).toBe(false);
  });
});
