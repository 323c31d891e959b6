import { describe, expect, it } from 'vitest';
import { readEnv } from '../config/env';
import { DEFAULT_TOUR_HOSTS, NO_SERVICES, sitePolicy } from '../security/site-policy';
import { isPrivatePage } from '@/shared/routeFacts';

function sources(policy: string, name: string): string[] {
  const directive = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return directive ? directive.split(' ').slice(1) : [];
}

describe('issue 8 security headers: the site policy allows only the configured services', () => {
  it('without services: scripts, styles and data from the site only; video, tour and map frames; no framing', () => {
    const policy = sitePolicy(NO_SERVICES);
    expect(sources(policy, 'script-src')).toEqual(["'self'"]);
    expect(sources(policy, 'style-src')).toEqual(["'self'"]);
    expect(sources(policy, 'connect-src')).toEqual(["'self'"]);
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(sources(policy, 'frame-src')).toEqual(["'self'", 'https://www.google.com/maps/', 'https://maps.google.com']);
    expect(sources(policy, 'media-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/recaptcha|googletagmanager|doubleclick/);
  });

  it("issue 27 images: the site's own, any https host, inline data and the blob: previews of photos a visitor chose", () => {
    expect(sources(sitePolicy(NO_SERVICES), 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('reCAPTCHA, the tag manager, other data and asset hosts and tour hosts are let in when the site is built with them', () => {
    const { siteServices } = readEnv({
      VITE_RECAPTCHA_SITE_KEY: 'site-key',
      VITE_GTM_ID: 'GTM-ABC123',
      VITE_DATA_HOSTS: 'https://data1.example.com/, https://data2.example.com/',
      VITE_ASSET_HOSTS: 'https://assets.example.com/',
      TOUR_HOSTS: 'https://tours.example.com',
    });
    const policy = sitePolicy(siteServices);
    expect(sources(policy, 'script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://www.googletagmanager.com']);
    expect(sources(policy, 'frame-src')).toEqual(expect.arrayContaining(['https://tours.example.com/', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', 'https://www.googletagmanager.com']));
    expect(sources(policy, 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://data1.example.com/', 'https://data2.example.com/', 'https://assets.example.com/']));
    expect(policy).not.toContain('googleadservices');
  });

  it('the ads conversion tracker brings its own script hosts', () => {
    const policy = sitePolicy({ ...NO_SERVICES, adsConversion: true });
    expect(sources(policy, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net']);
  });
});

describe('issue 14 tour hosts', () => {
  it("frames the tours the local API serves ('self') and, by default, the real tour hosts: video site, Matterport, drive", () => {
    expect(DEFAULT_TOUR_HOSTS).toEqual(['https://www.youtube-nocookie.com', 'https://my.matterport.com', 'https://drive.google.com']);
    const policy = sitePolicy(readEnv({}).siteServices);
    expect(sources(policy, 'frame-src')).toEqual(["'self'", 'https://www.google.com/maps/', 'https://maps.google.com', ...DEFAULT_TOUR_HOSTS]);
    expect(sources(policy, 'media-src')).toEqual(["'self'", ...DEFAULT_TOUR_HOSTS]);
  });

  it("TOUR_HOSTS replaces the default hosts; 'none' lets in only the local tours", () => {
    const own = sitePolicy(readEnv({ TOUR_HOSTS: 'https://tours.example.com, https://media.example.com' }).siteServices);
    expect(sources(own, 'frame-src')).toEqual(["'self'", 'https://www.google.com/maps/', 'https://maps.google.com', 'https://tours.example.com/', 'https://media.example.com/']);
    expect(sources(own, 'media-src')).toEqual(["'self'", 'https://tours.example.com/', 'https://media.example.com/']);
    const none = sitePolicy(readEnv({ TOUR_HOSTS: 'none' }).siteServices);
    expect(sources(none, 'frame-src')).toEqual(["'self'", 'https://www.google.com/maps/', 'https://maps.google.com']);
  });
});

describe('issue 8 private sublet links', () => {
  it.each([
    ['/sublets/Zx9-abc_DEF', true],
    ['/sublets/Zx9-abc_DEF/', true],
    ['/sublets/Zx9?x=1', true],
    ['/sublets', false],
    ['/sublets/', false],
    ['/sublets/new', false],
    ['/sublets/new?draft=1', false],
    ['/api/data/sublets/search/byAssetKey?assetKey=x', false],
  ])('%s is private: %s', (url, isPrivate) => {
    expect(isPrivatePage(url)).toBe(isPrivate);
  });
});
