import { describe, expect, it } from 'vitest';
import { httpsUpgradeUrl } from './https';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, href: url.href };
};

describe('spec 7 https redirect', () => {
  it('sends plain-http pages to https, keeping path, query and hash', () => {
    expect(httpsUpgradeUrl(at('http://rentals.example/sublets?x=1#top'))).toBe('https://rentals.example/sublets?x=1#top');
  });

  it('leaves https pages alone', () => {
    expect(httpsUpgradeUrl(at('https://rentals.example/'))).toBeNull();
  });

  it('leaves localhost alone, by name and by address', () => {
    expect(httpsUpgradeUrl(at('http://localhost:8080/'))).toBeNull();
    expect(httpsUpgradeUrl(at('http://127.0.0.1:8080/'))).toBeNull();
    expect(httpsUpgradeUrl(at('http://[::1]:8080/'))).toBeNull();
  });
});
