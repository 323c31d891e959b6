import { describe, expect, it } from 'vitest';
import { checkSubletForm, imagesError, initialSubletValues, type SubletFormValues } from './subletForm';

const image = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

const filled: SubletFormValues = {
  ...initialSubletValues(),
  firstName: 'Casey',
  lastName: 'Morgan',
  email: 'casey@example.com',
  address: '345 S Fess Ave, Bloomington, IN',
  zipcode: '47401',
  availableFrom: '2030-06-01',
  availableTo: '2030-08-31',
  rent: '625',
  title: 'Room near the B-Line',
  description: 'Furnished room.',
};

describe('spec 5 sublet form check', () => {
  it('spec 5 images: at least one, each under 5,000,000 bytes', () => {
    expect(imagesError([])).toBe('Provide at least an image!');
    expect(imagesError([image('ok.jpg', 4_999_999)])).toBeUndefined();
    expect(imagesError([image('big.jpg', 5_000_000)])).toBe('big.jpg is too big, provide a file smaller than 5mb!');
  });

  it('spec 5 a complete form passes with the city suffix added once', () => {
    const check = checkSubletForm(filled, [image('a.jpg', 10)], 'token', 'mm/dd/yyyy');
    expect(check.ok && check.fields.address).toBe('345 S Fess Ave, Bloomington, IN');
  });

  it('spec 5 Available To before From is reported even while other fields are empty', () => {
    const check = checkSubletForm({ ...initialSubletValues(), availableFrom: '2030-06-10', availableTo: '2030-06-09' }, [], '', 'mm/dd/yyyy');
    expect(check.ok ? {} : check.errors).toMatchObject({
      availableTo: 'Should be later than Available From date',
      images: 'Provide at least an image!',
      captchaResponse: 'Provide captcha',
      firstName: 'Provide first name',
    });
  });

  it("issue 27 a missing date names the picker's own pattern, whatever the visitor's locale shows", () => {
    const check = checkSubletForm({ ...filled, availableFrom: '', availableTo: 'June 1' }, [image('a.jpg', 10)], 'token', 'dd/mm/yyyy');
    expect(check.ok ? {} : check.errors).toEqual({
      availableFrom: 'Provide Available From date (dd/mm/yyyy)',
      availableTo: 'Provide Available To date (dd/mm/yyyy)',
    });
  });
});
