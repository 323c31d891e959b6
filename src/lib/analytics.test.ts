import { afterEach, describe, expect, it } from 'vitest';
import { loadTagManager, trackConversion } from './analytics';

const scripts = () => Array.from(document.querySelectorAll('script')).map((script) => script.src);

afterEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
});

describe('spec 7 tag manager and conversion tracker', () => {
  it('loads nothing and sends nothing when the ids are empty', () => {
    loadTagManager('');
    trackConversion('');
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });

  it('loads the tag manager container once when its id is set', () => {
    loadTagManager('GTM-TEST1');
    loadTagManager('GTM-TEST1');
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1']);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('fires a conversion to the tracking id, loading the tracker script once', () => {
    trackConversion('AW-1234/signup');
    trackConversion('AW-1234/signup');
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=AW-1234']);
    const events = (window.dataLayer ?? []).map((entry) => Array.from(entry as IArguments));
    expect(events.filter(([command]) => command === 'event')).toEqual([
      ['event', 'conversion', { send_to: 'AW-1234/signup' }],
      ['event', 'conversion', { send_to: 'AW-1234/signup' }],
    ]);
  });
});
