import { describe, expect, it } from 'vitest';
import {
  addCitySuffix,
  AVAILABLE_TO_MESSAGE,
  imageTooBigMessage,
  isAvailableToValid,
  isImageSizeAllowed,
  isValidZip,
  MAX_IMAGE_BYTES,
  MAX_SUBLET_IMAGES,
  stripCitySuffix,
  ZIP_MESSAGE,
} from './rules';

describe('spec 5 sublet form rules', () => {
  it('spec 5 zip: exactly 5 digits, and an empty zip passes the helper', () => {
    expect(isValidZip('47401')).toBe(true);
    expect(isValidZip('')).toBe(true);
    for (const zip of ['4740', '474011', '4740a', ' 47401', '47 01']) expect(isValidZip(zip), zip).toBe(false);
    expect(ZIP_MESSAGE).toBe('Provide valid zip code (ex: 47401)');
  });

  it('spec 5 Available To must not be before Available From', () => {
    expect(isAvailableToValid('2030-06-10', '2030-06-10')).toBe(true);
    expect(isAvailableToValid('2030-06-10', '2030-07-01')).toBe(true);
    expect(isAvailableToValid('2030-06-10', '2030-06-09')).toBe(false);
    expect(isAvailableToValid('2030-12-31', '2031-01-01')).toBe(true);
    expect(AVAILABLE_TO_MESSAGE).toBe('Should be later than Available From date');
  });

  it('spec 5 images: up to 5, each under 5,000,000 bytes', () => {
    expect(MAX_SUBLET_IMAGES).toBe(5);
    expect(isImageSizeAllowed(MAX_IMAGE_BYTES - 1)).toBe(true);
    expect(isImageSizeAllowed(5_000_000)).toBe(false);
    expect(imageTooBigMessage('kitchen.jpg')).toBe('kitchen.jpg is too big, provide a file smaller than 5mb!');
  });

  it('spec 5 the fixed city suffix is stripped from what the user types and added back on send', () => {
    expect(stripCitySuffix('12 N Walnut St, Bloomington, IN')).toBe('12 N Walnut St');
    expect(stripCitySuffix('12 N Walnut St, bloomington, in ')).toBe('12 N Walnut St');
    expect(stripCitySuffix('12 N Walnut St')).toBe('12 N Walnut St');
    expect(addCitySuffix('12 N Walnut St')).toBe('12 N Walnut St, Bloomington, IN');
    expect(addCitySuffix('12 N Walnut St, Bloomington, IN')).toBe('12 N Walnut St, Bloomington, IN');
  });
});
