/**
 * The sublet rules of spec sections 5 and 9, shared by the sublet form and the local API. Pure: no React, no server.
 */
import { company } from '@/config';
import type { IsoDate } from '@/lib/dates';

export const ZIP_MESSAGE = 'Provide valid zip code (ex: 47401)';
export const AVAILABLE_TO_MESSAGE = 'Should be later than Available From date';
export const NO_IMAGE_MESSAGE = 'Provide at least an image!';
export const FIX_FIELDS_MESSAGE = 'Fix field error(s)';
export const CAPTCHA_MESSAGE = 'Provide captcha';

/** Bedroom counts offered by the form, for both the total and the available bedrooms. */
export const BEDROOM_OPTIONS = [0, 1, 2, 3, 4] as const;
export const TITLE_MAX_LENGTH = 50;
export const DESCRIPTION_MAX_LENGTH = 500;
export const MAX_SUBLET_IMAGES = 5;
/** Each image must be under this size: a file of exactly 5,000,000 bytes is refused. */
export const MAX_IMAGE_BYTES = 5_000_000;

/** Exactly 5 digits; an empty zip passes (whether it is required is the form's business, spec section 5). */
export function isValidZip(zip: string): boolean {
  return zip === '' || /^\d{5}$/.test(zip);
}

/** Available To must not be before Available From; both are 'YYYY-MM-DD', which order as text. */
export function isAvailableToValid(availableFrom: IsoDate, availableTo: IsoDate): boolean {
  return availableTo >= availableFrom;
}

export function isImageSizeAllowed(bytes: number): boolean {
  return bytes < MAX_IMAGE_BYTES;
}

export function imageTooBigMessage(fileName: string): string {
  return `${fileName} is too big, provide a file smaller than 5mb!`;
}

/** What the visitor typed, without the fixed city suffix (which the form shows beside the field). */
export function stripCitySuffix(address: string, suffix: string = company.subletCitySuffix): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().endsWith(suffix.toLowerCase()) ? trimmed.slice(0, -suffix.length).trim() : trimmed;
}

/** The address as it is sent and stored: what the visitor typed plus the city suffix, never twice. */
export function addCitySuffix(address: string, suffix: string = company.subletCitySuffix): string {
  return `${stripCitySuffix(address, suffix)}${suffix}`;
}
