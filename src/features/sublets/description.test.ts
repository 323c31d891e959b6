import { describe, expect, it } from 'vitest';
import { decodeEntities } from './description';

describe('spec 2 sublet description is decoded', () => {
  it('spec 2 decodes named and numeric entities', () => {
    expect(decodeEntities('Tom &amp; Jerry &quot;cozy&quot; &#39;quiet&#39; &lt;3 &#x263A;')).toBe('Tom & Jerry "cozy" \'quiet\' <3 ☺');
  });

  it('spec 2 keeps markup as literal text', () => {
    expect(decodeEntities('<script>alert(1)</script><b>bold</b> &amp;')).toBe('<script>alert(1)</script><b>bold</b> &');
  });
});
