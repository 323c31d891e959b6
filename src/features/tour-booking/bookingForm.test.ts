import { describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGE } from '@/features/inquiries/contactSchema';
import { initialTourValues, toTourRequest, validateTourRequest } from './bookingForm';

const target = { propertyId: 1, propertyName: 'Sample Community', floorplanId: 3, floorplanName: 'Sample Gates Two' };
const filled = { ...initialTourValues(), date: '2026-12-01', start: '2026-12-01T15:00:00.000Z', name: 'Ana Diaz', email: 'ana@example.com', phone: '812 555 0142', people: 2 };

describe('issue 24 booking form', () => {
  it('issue 24 booking form: the plan travels with the request, the day picked does not', () => {
    expect(toTourRequest(filled, target)).toEqual({ property: 1, floorplanId: 3, start: filled.start, name: 'Ana Diaz', email: 'ana@example.com', phone: '812 555 0142', people: 2 });
  });

  it('issue 24 booking form: a filled form with a solved captcha has no problems', () => {
    expect(validateTourRequest(toTourRequest(filled, target), 'token')).toEqual({});
  });

  it('issue 24 booking form: no time, no phone and no captcha are each named', () => {
    const errors = validateTourRequest(toTourRequest({ ...filled, start: '', phone: '' }, target), '');
    expect(errors).toEqual({ start: 'Please choose a time', phone: 'Please provide Phone', captchaResponse: CAPTCHA_MESSAGE });
  });
});
