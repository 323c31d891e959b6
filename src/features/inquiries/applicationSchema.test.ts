import { describe, expect, it } from 'vitest';
import { applicationRequestSchema, DEFAULT_APPLICATION_SUBJECT, FILL_REQUIRED_MESSAGE } from './applicationSchema';

const request = { name: 'Robin', email: 'robin@example.org', property: 'Jordan Commons', captchaResponse: 'token' };
const message = (value: unknown) => {
  const result = applicationRequestSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('spec 5 rental application schema (shared by the form and the API)', () => {
  it('spec 5 name, email, property and captcha are required, with the spec texts', () => {
    expect(message(request)).toBeUndefined();
    expect(message({ ...request, name: '' })).toBe('Please provide Name');
    expect(message({ ...request, email: '' })).toBe('Please provide Email');
    expect(message({ ...request, property: '' })).toBe('Please select Neighborhood');
    expect(message({ ...request, captchaResponse: '' })).toBe('Please check the captcha');
    expect(FILL_REQUIRED_MESSAGE).toBe('Fill all the required fields');
  });

  it("spec 3 phone, address and questions are optional; the subject defaults to 'Rental Application Request'", () => {
    expect(applicationRequestSchema.parse(request)).toEqual({ ...request, phone: '', address: '', questions: '', currentPage: '', subject: DEFAULT_APPLICATION_SUBJECT });
    expect(DEFAULT_APPLICATION_SUBJECT).toBe('Rental Application Request');
  });
});
