import { describe, expect, it } from 'vitest';
import { company } from '@/config';
import { analyticsProperty } from './analyticsProperty';

describe('spec 7 contact analytics property', () => {
  it("is the page's property when the page gives one, else the company's contact property", () => {
    expect(analyticsProperty({})).toBe(company.contactPropertyId);
    expect(analyticsProperty({ propertyId: 5 })).toBe(5);
  });
});
