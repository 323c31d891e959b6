import { describe, expect, it } from 'vitest';
import { aLead } from '@tests/msw/fixtures/staffOffice';
import { leadChangeFrom, leadChangeOnTop, leadConflictRows, leadFormProblems, leadFormValues } from './leadForm';

describe('issue 22 leads: a change from the lead page', () => {
  const values = leadFormValues(aLead);

  it('sends only what the agent changed, with the version it was made from', () => {
    expect(leadChangeFrom(values, aLead)).toBeNull();
    expect(leadChangeFrom({ ...values, status: 'contacted', nextFollowUp: '2026-03-12' }, aLead)).toEqual({ version: 1, status: 'contacted', nextFollowUp: '2026-03-12' });
    expect(leadChangeFrom({ ...values, assigneeId: 3 }, { ...aLead, version: 7 })).toEqual({ version: 7, assigneeId: 3 });
    expect(leadChangeFrom({ ...values, nextFollowUp: null }, { ...aLead, nextFollowUp: '2026-03-12' })).toEqual({ version: 1, nextFollowUp: null });
  });

  it('sends a lost reason with the lost status, and a new reason for a lead already lost', () => {
    expect(leadChangeFrom({ ...values, status: 'lost', lostReason: ' Went elsewhere ' }, aLead)).toEqual({ version: 1, status: 'lost', lostReason: 'Went elsewhere' });
    const lost = { ...aLead, status: 'lost' as const, lostReason: 'Price' };
    expect(leadChangeFrom({ ...leadFormValues(lost), lostReason: 'Price and parking' }, lost)).toEqual({ version: 1, status: 'lost', lostReason: 'Price and parking' });
    expect(leadChangeFrom({ ...values, lostReason: 'typed, then status left as it was' }, aLead)).toBeNull();
  });

  it('asks for a reason when the lead is lost', () => {
    expect(leadFormProblems({ ...values, status: 'lost', lostReason: '  ' })).toEqual({ lostReason: 'Say why the lead was lost' });
    expect(leadFormProblems({ ...values, status: 'lost', lostReason: 'Price' })).toEqual({});
    expect(leadFormProblems(values)).toEqual({});
  });

  it('applies the change again on a newer version, still only with what the agent changed', () => {
    const theirs = { ...aLead, version: 2, status: 'applied' as const, assigneeId: 5 };
    expect(leadChangeOnTop({ ...values, status: 'contacted' }, aLead, theirs)).toEqual({ version: 2, status: 'contacted' });
    expect(leadChangeOnTop(values, aLead, theirs)).toBeNull();
  });

  it('writes a conflict side by side as text, naming what the agent left alone', () => {
    const theirs = { ...aLead, version: 2, status: 'applied' as const, assigneeId: 5, nextFollowUp: '2026-03-14' };
    const name = (id: number | null) => (id === 5 ? 'Jo Banks' : 'Unassigned');
    expect(leadConflictRows({ ...values, status: 'lost', lostReason: 'Price', nextFollowUp: '2026-03-12' }, aLead, theirs, name)).toEqual([
      ['Status', 'Lost', 'Applied'],
      ['Lost reason', 'Price', '—'],
      ['Assignee', 'Not changed', 'Jo Banks'],
      ['Next follow-up', 'Mar 12, 2026', 'Mar 14, 2026'],
    ]);
  });
});
