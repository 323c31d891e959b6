import { describe, expect, it } from 'vitest';
import { COMMUNITY_INQUIRY_EMAILS, company } from './config';

describe('design 3 configuration', () => {
  it("has an 'Other' inquiry address and a fictional 555-01xx phone number", () => {
    expect(COMMUNITY_INQUIRY_EMAILS.Other).toMatch(/@/);
    expect(company.phone).toMatch(/^\d{3}55501\d{2}$/);
  });
});
