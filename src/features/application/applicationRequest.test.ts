import { describe, expect, it } from 'vitest';
import {
  APPLICATION_SUBJECT,
  initialApplicationValues,
  toApplicationRequest,
  validateApplication,
  type ApplicationFormValues,
} from './applicationRequest';

const filled: ApplicationFormValues = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '',
  property: 'The Kirkwood',
  address: '',
  questions: '',
};
const checks = { chooseCommunity: true, captchaResponse: 'token' };

describe('spec 5 application validation', () => {
  it('passes with name, e-mail, community and captcha; phone is optional', () => {
    expect(validateApplication(filled, checks)).toEqual({});
  });

  it('names every missing required field with the spec’s words', () => {
    const empty = initialApplicationValues({});
    expect(validateApplication(empty, { chooseCommunity: true, captchaResponse: '' })).toEqual({
      name: 'Please provide Name',
      email: 'Please provide Email',
      property: 'Please select Neighborhood',
      captcha: 'Please check the captcha',
    });
  });

  it("'Please provide Email' tests the e-mail field, not the name (the spec's upstream bug is fixed)", () => {
    expect(validateApplication({ ...filled, email: '' }, checks)).toEqual({ email: 'Please provide Email' });
    expect(validateApplication({ ...filled, name: '' }, checks)).toEqual({ name: 'Please provide Name' });
  });

  it('refuses a malformed e-mail or phone', () => {
    expect(validateApplication({ ...filled, email: 'ana', phone: '123' }, checks)).toEqual({
      email: 'Please provide a valid Email',
      phone: 'Please provide a valid Phone',
    });
  });

  it('does not ask for a community when the page supplied its property e-mail', () => {
    expect(validateApplication({ ...filled, property: '' }, { ...checks, chooseCommunity: false })).toEqual({});
  });
});

describe('spec 3 rental application request', () => {
  it('picks the page’s community and floor plan', () => {
    expect(initialApplicationValues({ propertyName: 'Jordan Commons', floorplanName: 'The Birch' })).toMatchObject({
      property: 'Jordan Commons',
      address: 'The Birch',
    });
    expect(initialApplicationValues({ propertyName: 'Not ours' }).property).toBe('');
  });

  it("carries subject 'Rental Application Request' by default, the page URL and the captcha", () => {
    expect(APPLICATION_SUBJECT).toBe('Rental Application Request');
    const request = toApplicationRequest({ ...filled, name: ' Ana ' }, {}, { subject: APPLICATION_SUBJECT, captchaResponse: 't', currentPage: 'http://x/floorplans/3' });
    expect(request).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      property: 'The Kirkwood',
      address: '',
      questions: '',
      subject: 'Rental Application Request',
      captchaResponse: 't',
      currentPage: 'http://x/floorplans/3',
    });
  });

  it('uses the page’s community when the select is hidden', () => {
    const envelope = { subject: APPLICATION_SUBJECT, captchaResponse: 't', currentPage: 'x' };
    expect(toApplicationRequest(filled, { propertyEmail: 'b@x.com', propertyName: 'Cascades Flats' }, envelope).property).toBe('Cascades Flats');
    expect(toApplicationRequest(filled, { propertyEmail: 'b@x.com' }, envelope).property).toBe('Other');
  });
});
