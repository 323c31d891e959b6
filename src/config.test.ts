import { describe, expect, it } from 'vitest';
import { COMMUNITY_INQUIRY_EMAILS, company, parseHostList } from './config';

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
});
