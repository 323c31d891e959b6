import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding';

describe('issue 8 speed: choosing the response encoding', () => {
  it('issue 8 speed: prefers br, then gzip, else sends the bytes as they are', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('issue 8 speed: honours q=0 refusals and the * wildcard', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('BR;Q=0, GZIP;Q=0')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity, *;q=0')).toBeUndefined();
  });
});
