import { describe, expect, it } from 'vitest';
import { addressLine, floorplanAddress } from './address';

const property = { id: 1, name: 'The Kirkwood', active: true, leaseType: 'YEARLY' as const, address: '400 E Kirkwood Ave', zipcode: '47408' };
const unit = (address: string, zipcode: string) => ({ address, zipcode }) as never;

describe("spec 2 a floor plan's address", () => {
  it("is its unit's address when it has exactly one unit", () => {
    expect(floorplanAddress({ property, units: [unit('512 S Fess Ave', '47401')] })).toEqual({ address: '512 S Fess Ave', zipcode: '47401' });
  });

  it("is the property's address with several units or none", () => {
    expect(floorplanAddress({ property, units: [unit('a', '1'), unit('b', '2')] })).toEqual({ address: '400 E Kirkwood Ave', zipcode: '47408' });
    expect(floorplanAddress({ property, units: [] })).toEqual({ address: '400 E Kirkwood Ave', zipcode: '47408' });
  });

  it('reads as one line with city, state and zip, without naming the city twice', () => {
    expect(addressLine({ address: '400 E Kirkwood Ave', zipcode: '47408' })).toBe('400 E Kirkwood Ave, Bloomington, IN 47408');
    expect(addressLine({ address: '12 N Walnut St, Bloomington, IN', zipcode: '47404' })).toBe('12 N Walnut St, Bloomington, IN 47404');
  });
});
