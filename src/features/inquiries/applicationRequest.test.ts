import { describe, expect, it } from 'vitest';
import { initialApplicationValues, toApplicationRequest, validateApplication, type ApplicationFormValues } from './applicationRequest';

const filled: ApplicationFormValues = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '', property: 'The Kirkwood', address: '', questions: '' };
const envelope = { captchaResponse: 'token', currentPage: 'http://x/floorplans/3' };
const request = (values: Partial<ApplicationFormValues>, captchaResponse = 'token') =>
  toApplicationRequest({ ...filled, ...values }, {}, { ...envelope, captchaResponse });

describe('spec 5 application validation', () => {
  it('passes with name, e-mail, community and captcha; phone is optional', () => {
    expect(validateApplication(request({}))).toEqual({});
  });

  it('names every missing required field with the spec’s words', () => {
    expect(validateApplication(request(initialApplicationValues({}), ''))).toEqual({
      name: 'Please provide Name',
      email: 'Please provide Email',
      property: 'Please select Neighborhood',
      captchaResponse: 'Please check the captcha',
    });
  });

  it("'Please provide Email' tests the e-mail field, not the name (the spec's upstream bug is fixed)", () => {
    expect(validateApplication(request({ email: '' }))).toEqual({ email: 'Please provide Email' });
    expect(validateApplication(request({ name: '' }))).toEqual({ name: 'Please provide Name' });
  });

  it('refuses a malformed e-mail or phone', () => {
    expect(validateApplication(request({ email: 'ana', phone: '12' }))).toEqual({
      email: 'Please provide a valid Email',
      phone: 'Please provide a valid Phone',
    });
  });
});

describe('spec 3 rental application request', () => {
  it('picks the page’s community and floor plan', () => {
    expect(initialApplicationValues({ propertyName: 'Jordan Commons', floorplanName: 'The Birch' })).toMatchObject({ property: 'Jordan Commons', address: 'The Birch' });
    expect(initialApplicationValues({ propertyName: 'Not ours' }).property).toBe('');
  });

  it("carries subject 'Rental Application Request' by default, the page URL and the captcha", () => {
    expect(request({})).toEqual({ ...filled, subject: 'Rental Application Request', captchaResponse: 'token', currentPage: 'http://x/floorplans/3' });
    expect(toApplicationRequest(filled, {}, { ...envelope, subject: 'Apply for The Birch' }).subject).toBe('Apply for The Birch');
  });

  it('uses the page’s community when the select is hidden', () => {
    expect(toApplicationRequest(filled, { propertyEmail: 'b@x.com', propertyName: 'Cascades Flats' }, envelope).property).toBe('Cascades Flats');
    expect(toApplicationRequest({ ...filled, property: '' }, { propertyEmail: 'b@x.com' }, envelope).property).toBe('Other');
  });
});
