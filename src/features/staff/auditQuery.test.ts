import { describe, expect, it } from 'vitest';
import { AUDIT_QUERY_CODEC, auditCsvHref, DEFAULT_AUDIT_QUERY } from './auditQuery';

describe('issue 22 audit: its state in the URL', () => {
  it('reads the action filter and page, and drops a bad value alone', () => {
    expect(AUDIT_QUERY_CODEC.parse(new URLSearchParams('action=lead-status&page=2&size=100'), DEFAULT_AUDIT_QUERY)).toEqual({ action: 'lead-status', page: 2, size: 100 });
    expect(AUDIT_QUERY_CODEC.parse(new URLSearchParams('action=lead.status&page=2'), DEFAULT_AUDIT_QUERY)).toEqual({ page: 2, size: 50 });
    expect(AUDIT_QUERY_CODEC.parse(new URLSearchParams('page=-1&size=7'), DEFAULT_AUDIT_QUERY)).toEqual({ page: 0, size: 50 });
  });

  it('exports the same filter without the page', () => {
    expect(auditCsvHref({ action: 'sign-in', page: 3, size: 50 })).toBe('/api/staff/audit.csv?action=sign-in');
    expect(auditCsvHref(DEFAULT_AUDIT_QUERY)).toBe('/api/staff/audit.csv?');
  });
});
