import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeEntities } from './description';

describe('issue 13 a sublet description decoded by the server renderer (no document)', () => {
  beforeEach(() => vi.stubGlobal('document', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('spec 2 decodes named and numeric entities as the browser does, keeping markup as text', () => {
    expect(decodeEntities('Tom &amp; Jerry &quot;cozy&quot; &#39;room&#39; &#x2013; &lt;b&gt;')).toBe('Tom & Jerry "cozy" \'room\' – <b>');
  });

  it('leaves an entity it does not know as it was written', () => {
    expect(decodeEntities('&unknownthing; &#0;')).toBe('&unknownthing; &#0;');
  });
});
