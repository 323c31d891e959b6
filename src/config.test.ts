import { describe, expect, it } from 'vitest';
import { COMMUNITY_INQUIRY_EMAILS, company, parseHostList, parseStayTaxes } from './config';

describe('design 3 configuration', () => {
  it('splits comma-separated hosts and ends each with one slash', () => {
    expect(parseHostList(' https://a.example , https://b.example/// ', 'x')).toEqual([
      'https://a.example/',
      'https://b.example/',
    ]);
  });

  it("defaults to the page's own origin when no host is configured", () => {
    expect(parseHostList(undefined, 'http://localhost:8080')).toEqual(['http://localhost:8080/']);
    expect(parseHostList(' , ', 'http://localhost:8080/')).toEqual(['http://localhost:8080/']);
  });

  it("has an 'Other' inquiry address and a fictional 555-01xx phone number", () => {
    expect(COMMUNITY_INQUIRY_EMAILS.Other).toMatch(/@/);
    expect(company.phone).toMatch(/^\d{3}55501\d{2}$/);
  });

  it('issue 16 stay taxes: reads "name:rate" entries and leaves out any without a name or a rate from 0 to 100', () => {
    const fallback = [{ label: 'Default', ratePercent: 1 }];
    expect(parseStayTaxes("Indiana sales tax:7, Monroe County innkeeper's tax:5.5", fallback)).toEqual([
      { label: 'Indiana sales tax', ratePercent: 7 },
      { label: "Monroe County innkeeper's tax", ratePercent: 5.5 },
    ]);
    expect(parseStayTaxes('Tax:abc, :4, City tax:, Big:200, Ok:0', fallback)).toEqual([{ label: 'Ok', ratePercent: 0 }]);
    expect(parseStayTaxes(' ', fallback)).toBe(fallback);
  });
});
