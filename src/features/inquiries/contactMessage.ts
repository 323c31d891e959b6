import type { FormContext } from '@/features/inquiries/formContext';
import { fieldErrors } from '@/lib/validation';
import { COMMUNITIES, isCommunity } from './communities';
import { contactMessageSchema, contactStepOneSchema, MAX_RENT, MIN_RENT } from './contactSchema';
import type { AdditionalInfo, ContactMessage } from './types';

/** What the visitor fills in, flat so the draft can be kept as it is typed; communities as a list of names. */
export type ContactFormValues = Pick<
  ContactMessage,
  'name' | 'email' | 'phone' | 'question' | 'phonePreferred' | 'textPreferred' | 'emailPreferred'
> &
  AdditionalInfo & { communities: string[] };

/** Spec section 3 defaults: e-mail preferred, the full rent range; the page's floor plan and community filled in. */
export function initialContactValues(context: FormContext): ContactFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    question: context.question ?? '',
    phonePreferred: false,
    textPreferred: false,
    emailPreferred: true,
    bedrooms: '',
    moveInDate: context.moveInDate ?? '',
    amenities: '',
    pets: '',
    floorPlan: context.floorplanName ?? '',
    hearAboutUs: '',
    lowerRent: MIN_RENT,
    upperRent: MAX_RENT,
    communities: isCommunity(context.propertyName) ? [context.propertyName] : [],
  };
}

/** The fields the opener of the form filled in (issue 16: plans from the shortlist, a stay's dates). */
export function givenContactValues(context: FormContext): Partial<ContactFormValues> {
  const given = { floorPlan: context.floorplanName, moveInDate: context.moveInDate, question: context.question };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value)) as Partial<ContactFormValues>;
}

/** Spec section 8: what the form says once the message has been sent, or could not be. */
export const CONTACT_OUTCOME = { sent: 'Message Sent!', failed: 'Message Failed!' } as const;

/** Field name -> message; the preferred-contact rule is reported as `preferred`, the captcha as `captchaResponse`. */
export type ContactErrors = Partial<Record<keyof ContactFormValues | 'preferred' | 'captchaResponse', string>>;

function contactErrors(issues: Parameters<typeof fieldErrors>[0]): ContactErrors {
  // The shared schema hangs 'Please check one of the boxes' on emailPreferred; here it belongs to the whole group.
  const { emailPreferred: preferred, ...errors } = fieldErrors(issues);
  return preferred ? { ...errors, preferred } : errors;
}

/** Spec section 5, contact step 1, with the local API's rules: name, e-mail, phone, question, one way to answer. */
export function validateContactStepOne(values: ContactFormValues): ContactErrors {
  const result = contactStepOneSchema.safeParse(values);
  return result.success ? {} : contactErrors(result.error.issues);
}

/** The whole message before it is sent: step 2's lengths and the captcha token. */
export function validateContactMessage(message: ContactMessage): ContactErrors {
  const result = contactMessageSchema.safeParse(message);
  return result.success ? {} : contactErrors(result.error.issues);
}

/** The contact message subject names the site it came from (spec section 2). */
export function contactSubject(host: string): string {
  return `Message from ${host}`;
}

export interface ContactEnvelope {
  /** The page's property inbox; empty lets the API route by the ticked communities (else 'Other'). */
  to: string;
  subject: string;
  captchaResponse: string;
  currentPage: string;
}

/** The body of `mail/v3/contact` (spec section 3): the ticked communities comma-joined in the map's order. */
export function toContactMessage(values: ContactFormValues, envelope: ContactEnvelope): ContactMessage {
  const { communities, bedrooms, moveInDate, amenities, pets, floorPlan, hearAboutUs, lowerRent, upperRent, ...stepOne } = values;
  return {
    ...envelope,
    ...stepOne,
    communities: COMMUNITIES.filter((name) => communities.includes(name)).join(','),
    additionalInfo: { bedrooms, moveInDate, amenities, pets, floorPlan, hearAboutUs, lowerRent, upperRent },
  };
}
