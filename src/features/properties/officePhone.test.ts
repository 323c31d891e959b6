import { describe, expect, it } from 'vitest';
import { aProperty } from '@tests/msw/fixtures/properties';
import { leasingOfficePhone } from './officePhone';

const office = { name: 'Downtown office', address: '1 N College Ave', zipcode: '47404', phone: '8125550199', officeHours: '', direction: '', officeMap: null, officeImage: null, officeImageDescription: null };

describe('issue 27 the leasing office to call (community overview, units on the plan page)', () => {
  it("calls the leasing office where the community has one, else the community's own number", () => {
    expect(leasingOfficePhone(aProperty({ phone: '8125550142', leasingOffice: office }))).toBe('8125550199');
    expect(leasingOfficePhone(aProperty({ phone: '8125550142', leasingOffice: null }))).toBe('8125550142');
    expect(leasingOfficePhone(aProperty({ phone: '', leasingOffice: { ...office, phone: '' } }))).toBeNull();
  });
});
