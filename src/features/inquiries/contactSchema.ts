/**
 * The contact message of spec sections 3 and 5, validated the same way by the contact form and by the local API
 * (`POST api/mail/v3/contact`). Pure: no React, no server.
 */
import { emailAddress, optionalText, phoneNumber, requiredText } from '@/lib/fieldSchemas';
import { CAPTCHA_REQUIRED } from '@/shared/apiTexts';
import { z } from '@/lib/zod';
import type { AdditionalInfo, ContactMessage } from './types';

export const CAPTCHA_MESSAGE = CAPTCHA_REQUIRED;
export const PREFERRED_CONTACT_MESSAGE = 'Please check one of the boxes';
/** The rent range of the contact form's slider (spec section 9: a helper has min 0 and max 4000). */
export const MIN_RENT = 0;
export const MAX_RENT = 4000;

export const captchaResponse = requiredText(CAPTCHA_MESSAGE, 4000);

export const additionalInfoSchema = z
  .object({
    bedrooms: optionalText('Bedrooms', 100),
    moveInDate: optionalText('Move-in date', 100),
    amenities: optionalText('Amenities', 500),
    pets: optionalText('Pets', 200),
    floorPlan: optionalText('Floor plan', 200),
    hearAboutUs: optionalText('How you heard about us', 200),
    lowerRent: z.number({ error: 'The lower rent must be a number' }).min(MIN_RENT, `The lower rent must be at least ${MIN_RENT}`).max(MAX_RENT, `The lower rent must be at most ${MAX_RENT}`).default(MIN_RENT),
    upperRent: z.number({ error: 'The upper rent must be a number' }).min(MIN_RENT, `The upper rent must be at least ${MIN_RENT}`).max(MAX_RENT, `The upper rent must be at most ${MAX_RENT}`).default(MAX_RENT),
  })
  .refine((info) => info.lowerRent <= info.upperRent, { message: 'The lower rent must not be above the upper rent', path: ['upperRent'] }) satisfies z.ZodType<AdditionalInfo>;

/** Step 1 of the contact form: who is asking, what, and how to answer (spec section 5). */
const stepOneShape = {
  name: requiredText('Please provide Name', 100),
  email: emailAddress('Please provide Email'),
  phone: phoneNumber('Phone').refine((phone) => phone !== '', 'Please provide Phone'),
  question: requiredText('Please provide Question', 1000),
  emailPreferred: z.boolean({ error: 'emailPreferred must be true or false' }).default(true),
  phonePreferred: z.boolean({ error: 'phonePreferred must be true or false' }).default(false),
  textPreferred: z.boolean({ error: 'textPreferred must be true or false' }).default(false),
};

const hasPreferredContact = (step: { emailPreferred: boolean; phonePreferred: boolean; textPreferred: boolean }) =>
  step.emailPreferred || step.phonePreferred || step.textPreferred;
const preferredContactRule = { message: PREFERRED_CONTACT_MESSAGE, path: ['emailPreferred'] };

export const contactStepOneSchema = z.object(stepOneShape).refine(hasPreferredContact, preferredContactRule);

/** The whole contact message as `POST api/mail/v3/contact` receives it. */
export const contactMessageSchema = z
  .object({
    ...stepOneShape,
    to: z.union([z.literal(''), z.email({ error: 'to must be an e-mail address' })]).default(''),
    subject: optionalText('Subject', 200),
    captchaResponse,
    currentPage: optionalText('currentPage', 2000),
    communities: optionalText('Communities', 1000),
    additionalInfo: additionalInfoSchema.default({
      bedrooms: '',
      moveInDate: '',
      amenities: '',
      pets: '',
      floorPlan: '',
      hearAboutUs: '',
      lowerRent: MIN_RENT,
      upperRent: MAX_RENT,
    }),
  })
  .refine(hasPreferredContact, preferredContactRule) satisfies z.ZodType<ContactMessage>;
