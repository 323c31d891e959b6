import { describe, expect, it } from 'vitest';
import { subletFieldsSchema, subletMessageSchema } from './schema';

const form = {
  firstName: 'Casey',
  lastName: 'Morgan',
  email: 'casey@example.com',
  bedroom: '3',
  availableBedrooms: '1',
  address: '345 S Fess Ave',
  zipcode: '47401',
  availableFrom: '2030-06-01',
  availableTo: '2030-08-31',
  rent: '625',
  title: 'Room near the B-Line',
  description: 'Furnished room.',
};

const firstMessage = (value: unknown) => {
  const result = subletFieldsSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('spec 5 sublet form schema (shared by the form and the API)', () => {
  it('spec 5 accepts a complete form: numbers typed as text, defaults filled, the city suffix added', () => {
    expect(subletFieldsSchema.parse(form)).toEqual({
      ...form,
      bedroom: 3,
      availableBedrooms: 1,
      rent: 625,
      address: '345 S Fess Ave, Bloomington, IN',
      petsAllowed: false,
      utilitiesIncluded: true,
    });
  });

  it('spec 5 requires every field, reporting the first one on screen first', () => {
    expect(firstMessage({})).toBe('Provide first name');
    expect(firstMessage({ ...form, title: '' })).toBe('Provide title');
  });

  it.each([
    [{ zipcode: '4740' }, 'Provide valid zip code (ex: 47401)'],
    [{ availableTo: '2030-05-31' }, 'Should be later than Available From date'],
    [{ bedroom: 5 }, 'Bedrooms must be from 0 to 4'],
    [{ availableBedrooms: '1.5' }, 'Available bedrooms must be from 0 to 4'],
    [{ title: 'x'.repeat(51) }, 'Title must be at most 50 characters'],
    [{ description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
    [{ email: 'casey' }, 'Provide a valid email'],
  ])('spec 5 refuses %j with "%s"', (overrides, message) => {
    expect(firstMessage({ ...form, ...overrides })).toBe(message);
  });

  it('spec 5 bedroom counts 0 to 4 are all accepted', () => {
    for (const bedroom of [0, 1, 2, 3, 4]) expect(firstMessage({ ...form, bedroom, availableBedrooms: bedroom })).toBeUndefined();
  });

  it('spec 5 sublet message: name, email and message are required', () => {
    expect(subletMessageSchema.safeParse({ name: 'A', email: 'a@example.com', message: 'Hi' }).success).toBe(true);
    expect(subletMessageSchema.safeParse({ name: 'A', email: 'a@example.com' }).error?.issues[0].message).toBe('Provide message');
  });
});
