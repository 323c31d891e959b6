import { describe, expect, it } from 'vitest';
import { leadRows } from '@tests/msw/fixtures/staffOffice';
import { assigneeOptions, communityOptions } from './filterOptions';

describe('issue 22 leads: filter choices', () => {
  it('offers Unassigned, Me and the others assigned leads in view, each once', () => {
    expect(assigneeOptions(leadRows, { id: 3 }, undefined)).toEqual([
      { value: 'none', label: 'Unassigned' },
      { value: '3', label: 'Me' },
      { value: '5', label: 'Jo Banks' },
    ]);
  });

  it('keeps the chosen member on offer when no lead in view is theirs, and leaves Me out until known', () => {
    expect(assigneeOptions([], undefined, 9)).toEqual([
      { value: 'none', label: 'Unassigned' },
      { value: '9', label: 'Member 9' },
    ]);
  });

  it('lists the communities of the search and of the leads, by name, once each', () => {
    expect(
      communityOptions(
        [
          { id: 2, name: 'Jordan Commons' },
          { id: 1, name: 'The Kirkwood' },
        ],
        leadRows,
      ),
    ).toEqual([
      { value: '2', label: 'Jordan Commons' },
      { value: '8', label: 'Limestone Suites' },
      { value: '1', label: 'The Kirkwood' },
    ]);
  });
});
