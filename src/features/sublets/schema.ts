/**
 * The sublet form's fields (spec sections 3 and 5), validated the same way by the sublet form and by the local API
 * (`POST api/admin/sublets`). Pure: no React, no server. Images and the captcha travel separately.
 */
import { z } from '@/lib/zod';
import { REPORT_REASONS, type ReportReason, type Sublet, type SubletMessage, type SubletReport } from './types';
import {
  addCitySuffix,
  AVAILABLE_TO_MESSAGE,
  BEDROOM_OPTIONS,
  DESCRIPTION_MAX_LENGTH,
  isAvailableToValid,
  isValidZip,
  stripCitySuffix,
  TITLE_MAX_LENGTH,
  ZIP_MESSAGE,
} from './rules';

function provided(field: string, maxLength: number) {
  const message = `Provide ${field}`;
  return z.string({ error: message }).trim().min(1, message).max(maxLength, `${field[0].toUpperCase()}${field.slice(1)} must be at most ${maxLength} characters`);
}

/**
 * Form inputs deliver numbers as text: '2' and '625.50' are accepted as numbers; anything else ('0x3', '1e3', '') is
 * left for the number check to refuse, so what is stored is what the visitor could read.
 */
const numberFromText = (value: unknown) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

function bedroomCount(label: string) {
  const message = `${label} must be from ${BEDROOM_OPTIONS[0]} to ${BEDROOM_OPTIONS.at(-1)}`;
  return z.preprocess(numberFromText, z.number({ error: message }).int(message).min(BEDROOM_OPTIONS[0], message).max(BEDROOM_OPTIONS.at(-1)!, message)).default(1);
}

const date = (label: string) => z.iso.date({ error: `Provide ${label} date (YYYY-MM-DD)` });

export type SubletFields = Pick<
  Sublet,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'bedroom'
  | 'availableBedrooms'
  | 'address'
  | 'zipcode'
  | 'availableFrom'
  | 'availableTo'
  | 'rent'
  | 'utilitiesIncluded'
  | 'petsAllowed'
  | 'title'
  | 'description'
>;

/**
 * The body of `POST api/admin/sublets`, in the form's order so the first problem reported is the first field on
 * screen. The address is stored with the fixed city suffix whether or not the sender added it.
 */
export const subletFieldsSchema = z
  .object({
    firstName: provided('first name', 100),
    lastName: provided('last name', 100),
    email: provided('email', 254).pipe(z.email({ error: 'Provide a valid email' })),
    bedroom: bedroomCount('Bedrooms'),
    availableBedrooms: bedroomCount('Available bedrooms'),
    address: z.string({ error: 'Provide address' }).transform((address) => stripCitySuffix(address)).pipe(provided('address', 200)).transform((address) => addCitySuffix(address)),
    // Required here; the 5-digit rule itself lets '' through (spec section 5).
    zipcode: z.string({ error: 'Provide zip code' }).trim().min(1, 'Provide zip code').refine(isValidZip, ZIP_MESSAGE),
    availableFrom: date('Available From'),
    availableTo: date('Available To'),
    rent: z.preprocess(numberFromText, z.number({ error: 'Provide rent' }).min(0, 'Rent must not be negative').max(100_000, 'Rent must be at most 100000')),
    utilitiesIncluded: z.boolean({ error: 'utilitiesIncluded must be true or false' }).default(true),
    petsAllowed: z.boolean({ error: 'petsAllowed must be true or false' }).default(false),
    title: provided('title', TITLE_MAX_LENGTH),
    description: provided('description', DESCRIPTION_MAX_LENGTH),
  })
  .refine((sublet) => isAvailableToValid(sublet.availableFrom, sublet.availableTo), { message: AVAILABLE_TO_MESSAGE, path: ['availableTo'] }) satisfies z.ZodType<SubletFields>;

/** `POST api/admin/sublets/{id}/message`: name, email and message are required (spec section 5). */
export const subletMessageSchema = z.object({
  name: provided('name', 100),
  email: provided('email', 254).pipe(z.email({ error: 'Provide a valid email' })),
  message: provided('message', 1000),
}) satisfies z.ZodType<SubletMessage>;

/** Issue 17, `POST api/admin/sublets/{id}/reports`: one of the reasons; details are optional. */
export const REPORT_DETAILS_MAX_LENGTH = 500;
export const subletReportSchema = z.object({
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], { error: 'Choose why you are reporting this listing' }),
  details: z
    .string({ error: 'Details must be text' })
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, `Details must be at most ${REPORT_DETAILS_MAX_LENGTH} characters`)
    .default(''),
}) satisfies z.ZodType<SubletReport>;

/** Issue 17, `POST api/admin/sublets/confirm`: the key of the confirmation link mailed to the poster. */
export const confirmationSchema = z.object({
  confirmKey: z.string({ error: 'Provide the confirmation key from the mail' }).regex(/^[\w-]{16,64}$/, 'This confirmation link is not valid: check that it was copied whole from the mail'),
});
