import { describe, expect, it } from 'vitest';
import { company } from '@/config';
import { savedSearch } from '@/features/alerts/savedSearch';
import type { AlertHome } from '../db/queries/alert-sending';
import { alertMatchesMail, type AlertMailContent } from './alert-mails';

const home: AlertHome = {
  searchId: 7,
  unitId: 31,
  floorplanId: 4,
  planName: 'The Walnut',
  communityName: 'Jordan Commons',
  coverImage: 'https://drive.google.com/file/d/cover-4/view',
  rent: 1350,
  specialRent: 1200,
  specialRentStartDate: '2026-11-01',
  specialRentEndDate: '2026-12-15',
  moveInDate: '2027-08-01',
};
const content = (overrides: Partial<AlertMailContent> = {}): AlertMailContent => ({
  kind: 'alert-instant',
  email: 'ana@example.org',
  searchId: 7,
  search: savedSearch({ bedroom: 2, availability: '2027-08', style: null, rent: { min: 500, max: 1400 }, floorplanIds: [] }, 2),
  communityName: 'Jordan Commons',
  homes: [home],
  siteUrl: 'https://homes.example.org',
  today: '2026-11-28',
  links: {
    searchUrl: 'https://homes.example.org/communities/2?bedroom=2',
    manageUrl: 'https://homes.example.org/alerts/manage/M',
    stopAllUrl: 'https://homes.example.org/alerts/stop-all/M',
    unsubscribePageUrl: 'https://homes.example.org/alerts/unsubscribe/K',
    oneClickUrl: 'https://homes.example.org/api/alerts/unsubscribe/K',
  },
  ...overrides,
});

describe('issue 25 sending: what an alert mail shows of each home', () => {
  it('issue 25 sending: the plan and community, rent with the special rent while it runs, availability, photo through the site, and the plan link', () => {
    const { body, subject } = alertMatchesMail(content());
    expect(subject).toBe(`1 new home for your ${company.productName} alert`);
    expect(body).toContain('1 new home matches your alert: 2 bedroom, August 2027 availability, $500 - $1,400 at Jordan Commons.');
    expect(body).toContain(
      [
        '1. The Walnut at Jordan Commons',
        '   Rent: $1,350 a month, special rent $1,200 a month until Dec 15, 2026',
        '   Available Aug 01, 2027',
        '   Photo: https://homes.example.org/api/asset/download/cover-4',
        '   See the plan: https://homes.example.org/floorplans/4',
      ].join('\n'),
    );
  });

  it('issue 25 sending: a special rent that has ended is not shown, a home available today says so, a plan without a photo gets the default image', () => {
    const { body } = alertMatchesMail(content({ today: '2026-12-16', homes: [{ ...home, moveInDate: '2026-12-01', coverImage: null }] }));
    expect(body).toContain('   Rent: $1,350 a month\n   Available Now\n   Photo: https://homes.example.org/images/default-image.svg');
  });
});

describe('issue 25 sending: every alert mail lets its reader manage or stop this alert and all alerts', () => {
  it.each(['alert-instant', 'alert-digest'] as const)('issue 25 sending: the %s mail links to the manage page, to stop this alert, and to stop all alerts to the address', (kind) => {
    const { body } = alertMatchesMail(content({ kind }));
    expect(body).toContain(
      [
        'Change how often this alert mails you, pause it or delete it: https://homes.example.org/alerts/manage/M',
        'Stop this alert: https://homes.example.org/alerts/unsubscribe/K',
        'Stop all alerts to this address: https://homes.example.org/alerts/stop-all/M',
      ].join('\n'),
    );
  });
});
