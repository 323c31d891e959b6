import { describe, expect, it } from 'vitest';
import { SiteOrigins } from './site-origins';

const site = new SiteOrigins(['https://www.limestoneliving.example', 'http://localhost:8080', 'http://127.0.0.1:8080']);

describe('issue 26 pages are rendered only for the site’s own origins', () => {
  it('names a listed origin as it is listed, however the Host header spells it', () => {
    expect(site.match('https://www.limestoneliving.example')).toBe('https://www.limestoneliving.example');
    expect(site.match('https://WWW.LimestoneLiving.example:443')).toBe('https://www.limestoneliving.example');
    expect(site.match('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it('names no other host, port or scheme', () => {
    expect(site.match('https://evil.example')).toBeNull();
    expect(site.match('http://localhost:8081')).toBeNull();
    expect(site.match('http://www.limestoneliving.example')).toBeNull();
    expect(site.match('http://localhost:8080@evil.example')).toBeNull();
    expect(site.match('http://exa mple')).toBeNull();
  });
});
