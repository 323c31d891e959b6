/** Field schemas the forms' zod schemas are built from (shared by site and local API through those schemas). */
import { z } from './zod';

/** A required text field: missing, blank or of the wrong type all answer `message`. */
export function requiredText(message: string, maxLength: number) {
  return z.string({ error: message }).trim().min(1, message).max(maxLength, `${message} (at most ${maxLength} characters)`);
}

/** An optional text field, '' when absent. */
export function optionalText(label: string, maxLength: number) {
  return z.string({ error: `${label} must be text` }).trim().max(maxLength, `${label} must be at most ${maxLength} characters`).default('');
}

export function emailAddress(missingMessage: string) {
  return requiredText(missingMessage, 254).pipe(z.email({ error: 'Please provide a valid Email' }));
}

/** A phone number as typed in a number input, allowing the usual separators: 7 to 15 digits. */
const PHONE = /^\+?[\d\s().-]+$/;
export function phoneNumber(label: string) {
  return z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error: `Please provide ${label}` }).trim().max(30, `Please provide a valid ${label}`))
    .refine((phone) => phone === '' || (PHONE.test(phone) && /^(\D*\d){7,15}\D*$/.test(phone)), `Please provide a valid ${label}`);
}
