import { describe, expect, it } from 'vitest';
import { auditChangeLines } from './auditChange';

describe('issue 22 audit: what changed, as text', () => {
  it('names each field that changed with its value before and after', () => {
    expect(auditChangeLines({ status: 'new', assigneeId: 3 }, { status: 'contacted', assigneeId: 3 })).toEqual(['status: new → contacted']);
    expect(auditChangeLines(null, { role: 'admin' })).toEqual(['role: none → admin']);
    expect(auditChangeLines({ nextFollowUp: '2026-03-12' }, { nextFollowUp: null })).toEqual(['nextFollowUp: 2026-03-12 → none']);
  });

  it('writes values that are not records as one line, and nothing for an entry without values', () => {
    expect(auditChangeLines('pending', 'listed')).toEqual(['pending → listed']);
    expect(auditChangeLines([1], [1, 2])).toEqual(['[1] → [1,2]']);
    expect(auditChangeLines(null, undefined)).toEqual([]);
  });

  it('keeps markup as the text it is', () => {
    expect(auditChangeLines(null, { body: '<img src=x onerror=alert(1)>' })).toEqual(['body: none → <img src=x onerror=alert(1)>']);
  });
});
