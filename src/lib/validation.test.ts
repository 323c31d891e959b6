import { describe, expect, it } from 'vitest';
import { fieldErrors, phoneInput } from './validation';

describe('spec 5 form checks', () => {
  it('keeps the first message of each field, named by the last part of its path', () => {
    expect(
      fieldErrors([
        { path: ['name'], message: 'Please provide Name' },
        { path: ['name'], message: 'second' },
        { path: ['additionalInfo', 'pets'], message: 'Pets must be at most 200 characters' },
      ]),
    ).toEqual({ name: 'Please provide Name', pets: 'Pets must be at most 200 characters' });
  });

  it('a phone field drops letters but keeps digits and the usual separators', () => {
    expect(phoneInput('(812) 555-0142')).toBe('(812) 555-0142');
    expect(phoneInput('+1 812.555.0142')).toBe('+1 812.555.0142');
    expect(phoneInput('81a2b')).toBe('812');
  });
});
