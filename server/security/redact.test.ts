import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

describe('issue 15 redacting sublet keys from log lines', () => {
  it.each([
    ['/api/data/sublets/search/byAssetKey?projection=withId&assetKey=Zx9_-abc', '/api/data/sublets/search/byAssetKey?projection=withId&assetKey=[redacted]'],
    ['/api/admin/sublets/assets/Zx9_-abc?x=1', '/api/admin/sublets/assets/[redacted]?x=1'],
    ['{"url":"/sublets/Zx9_-abc"}', '{"url":"/sublets/[redacted]"}'],
    ['{"url":"/sublets/Zx9_-abc?confirm=Qq1-x"}', '{"url":"/sublets/[redacted]?confirm=[redacted]"}'],
    ['referer https://www.example.com/sublets/Zx9_-abc', 'referer https://www.example.com/sublets/[redacted]'],
    ['{"x-sublet-key":"Zx9_-abc"}', '{"x-sublet-key":"[redacted]"}'],
  ])('%s', (line, redacted) => expect(redactSecrets(line)).toBe(redacted));

  it('leaves the public pages and the API paths that carry no key alone', () => {
    for (const line of ['/sublets', '/sublets/new', '/api/data/sublets/search/findByActiveTrueAndApprovedTrue', '/api/admin/sublets/12/message']) {
      expect(redactSecrets(line)).toBe(line);
    }
  });
});
