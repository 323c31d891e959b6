import type { FormContext } from '@/app/shell/shellState';
import { COMMUNITY_INQUIRY_EMAILS, company } from '@/config';
import { isBlank, isEmail, isPhone } from '@/lib/validation';
import { COMMUNITIES, isCommunity } from './communities';
import type { ContactMessage } from './types';

/** Spec section 9: the rent range of the contact form runs from 0 to 4000, all of it selected at first. */
export const CONTACT_RENT_RANGE = { min: 0, max: 4000 } as const;

/** What the visitor fills in, flat so the draft can be kept as it is typed. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  question: string;
  phonePreferred: boolean;
  textPreferred: boolean;
  emailPreferred: boolean;
  bedrooms: string;
  moveInDate: string;
  amenities: string;
  pets: string;
  floorPlan: string;
  hearAboutUs: string;
  lowerRent: number;
  upperRent: number;
  communities: string[];
}

/** Spec section 3 defaults: e-mail preferred, the full rent range; the page's floor plan and community filled in. */
export function initialContactValues(context: FormContext): ContactFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    question: '',
    phonePreferred: false,
    textPreferred: false,
    emailPreferred: true,
    bedrooms: '',
    moveInDate: '',
    amenities: '',
    pets: '',
    floorPlan: context.floorplanName ?? '',
    hearAboutUs: '',
    lowerRent: CONTACT_RENT_RANGE.min,
    upperRent: CONTACT_RENT_RANGE.max,
    communities: isCommunity(context.propertyName) ? [context.propertyName] : [],
  };
}

export const CONTACT_MESSAGES = {
  name: 'Please provide Name',
  email: 'Please provide Email',
  emailFormat: 'Please provide a valid Email',
  phone: 'Please provide Phone',
  phoneFormat: 'Please provide a valid Phone',
  question: 'Please write your question',
  preferred: 'Please check one of the boxes',
  invalid: 'Fill all the required fields',
  failed: 'Message Failed!',
  sent: 'Message Sent!',
} as const;

export type ContactStepOneField = 'name' | 'email' | 'phone' | 'question' | 'preferred';
export type ContactStepOneErrors = Partial<Record<ContactStepOneField, string>>;

/** Spec section 5, contact step 1: name, e-mail, phone and question required, and one way to reach the visitor. */
export function validateContactStepOne(values: ContactFormValues): ContactStepOneErrors {
  const errors: ContactStepOneErrors = {};
  if (isBlank(values.name)) errors.name = CONTACT_MESSAGES.name;
  if (isBlank(values.email)) errors.email = CONTACT_MESSAGES.email;
  else if (!isEmail(values.email)) errors.email = CONTACT_MESSAGES.emailFormat;
  if (isBlank(values.phone)) errors.phone = CONTACT_MESSAGES.phone;
  else if (!isPhone(values.phone)) errors.phone = CONTACT_MESSAGES.phoneFormat;
  if (isBlank(values.question)) errors.question = CONTACT_MESSAGES.question;
  if (!values.phonePreferred && !values.textPreferred && !values.emailPreferred) errors.preferred = CONTACT_MESSAGES.preferred;
  return errors;
}

/**
 * Who reads the message: the page's property inbox when the page gave one; else the inbox of the ticked
 * communities when they share one; else the general inquiries inbox ('Other').
 */
export function contactRecipient(propertyEmail: string | undefined, communities: readonly string[]): string {
  if (propertyEmail) return propertyEmail;
  const inboxes = new Set(communities.filter(isCommunity).map((name) => COMMUNITY_INQUIRY_EMAILS[name]));
  return inboxes.size === 1 ? [...inboxes][0] : COMMUNITY_INQUIRY_EMAILS.Other;
}

/** Contact analytics count against the page's property, or the company's contact property (spec section 7). */
export function analyticsProperty(context: FormContext): number {
  return context.propertyId ?? company.contactPropertyId;
}

/** The contact message subject names the site it came from (spec section 2). */
export function contactSubject(host: string): string {
  return `Message from ${host}`;
}

export interface ContactEnvelope {
  to: string;
  subject: string;
  captchaResponse: string;
  currentPage: string;
}

/** The body of `mail/v3/contact` (spec section 3): texts trimmed, communities comma-joined in the map's order. */
export function toContactMessage(values: ContactFormValues, envelope: ContactEnvelope): ContactMessage {
  return {
    ...envelope,
    name: values.name.trim(),
    phone: values.phone,
    email: values.email.trim(),
    emailPreferred: values.emailPreferred,
    phonePreferred: values.phonePreferred,
    textPreferred: values.textPreferred,
    question: values.question.trim(),
    communities: COMMUNITIES.filter((name) => values.communities.includes(name)).join(','),
    additionalInfo: {
      bedrooms: values.bedrooms,
      moveInDate: values.moveInDate,
      amenities: values.amenities.trim(),
      pets: values.pets.trim(),
      floorPlan: values.floorPlan.trim(),
      hearAboutUs: values.hearAboutUs,
      lowerRent: values.lowerRent,
      upperRent: values.upperRent,
    },
  };
}
