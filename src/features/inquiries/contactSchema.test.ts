import { describe, expect, it } from 'vitest';
import { contactMessageSchema, contactStepOneSchema, MAX_RENT, MIN_RENT } from './contactSchema';

const stepOne = { name: 'Sam', email: 'sam@example.org', phone: '8125550188', question: 'Any 2-bedrooms?', emailPreferred: true, phonePreferred: false, textPreferred: false };
const message = (value: unknown, schema: typeof contactStepOneSchema | typeof contactMessageSchema = contactStepOneSchema) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('spec 5 contact form schema (shared by the form and the API)', () => {
  it('spec 5 step 1 needs name, email, phone and question', () => {
    expect(message(stepOne)).toBeUndefined();
    expect(message({ ...stepOne, name: ' ' })).toBe('Please provide Name');
    expect(message({ ...stepOne, email: '' })).toBe('Please provide Email');
    expect(message({ ...stepOne, phone: '' })).toBe('Please provide Phone');
    expect(message({ ...stepOne, question: '' })).toBe('Please provide Question');
  });

  it("spec 5 at least one preferred-contact box, else 'Please check one of the boxes'", () => {
    expect(message({ ...stepOne, emailPreferred: false })).toBe('Please check one of the boxes');
    expect(message({ ...stepOne, emailPreferred: false, textPreferred: true })).toBeUndefined();
  });

  it('spec 5 phone is numeric: digits with the usual separators; a number input value is accepted', () => {
    expect(message({ ...stepOne, phone: '(812) 555-0188' })).toBeUndefined();
    expect(message({ ...stepOne, phone: 8125550188 })).toBeUndefined();
    expect(message({ ...stepOne, phone: 'call me' })).toBe('Please provide a valid Phone');
  });

  it('spec 3 the whole message: defaults (emailPreferred true, rent range MIN_RENT to MAX_RENT) and the captcha', () => {
    const parsed = contactMessageSchema.parse({ name: 'Sam', email: 'sam@example.org', phone: '8125550188', question: 'Hi', captchaResponse: 't' });
    expect(parsed).toMatchObject({ emailPreferred: true, phonePreferred: false, textPreferred: false, to: '', communities: '' });
    expect(parsed.additionalInfo).toMatchObject({ lowerRent: MIN_RENT, upperRent: MAX_RENT });
    expect([MIN_RENT, MAX_RENT]).toEqual([0, 4000]);
    expect(message({ ...stepOne, captchaResponse: '' }, contactMessageSchema)).toBe('Please check the captcha');
  });
});
