import type { FormContext } from '@/app/shell/shellState';
import { isCommunity } from '@/features/contact/communities';
import { isBlank, isEmail, isPhone } from '@/lib/validation';
import type { RentalApplicationRequest } from './types';

/** Spec section 3: the subject of an application request unless the page gives another. */
export const APPLICATION_SUBJECT = 'Rental Application Request';

export interface ApplicationFormValues {
  name: string;
  email: string;
  phone: string;
  property: string;
  address: string;
  questions: string;
}

/** An empty request, with the page's community chosen and its floor plan as the address of interest. */
export function initialApplicationValues(context: FormContext): ApplicationFormValues {
  const property = isCommunity(context.propertyName) ? context.propertyName : '';
  return { name: '', email: '', phone: '', property, address: context.floorplanName ?? '', questions: '' };
}

/** Spec section 8: the application form's messages. */
export const APPLICATION_MESSAGES = {
  name: 'Please provide Name',
  email: 'Please provide Email',
  emailFormat: 'Please provide a valid Email',
  phoneFormat: 'Please provide a valid Phone',
  property: 'Please select Neighborhood',
  captcha: 'Please check the captcha',
  invalid: 'Fill all the required fields',
  failed: 'Rental Application Request Failed!',
  sent: 'Rental Application Request Sent!',
} as const;

export type ApplicationField = 'name' | 'email' | 'phone' | 'property' | 'captcha';
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export interface ApplicationChecks {
  /** False when the page supplied its property's e-mail: the community select is hidden then. */
  chooseCommunity: boolean;
  captchaResponse: string;
}

/**
 * Spec section 5: name, e-mail, community and captcha are required; phone is optional. The spec notes that the
 * upstream 'Please provide Email' check looks at the name field; that is a bug, and here it checks the e-mail.
 */
export function validateApplication(values: ApplicationFormValues, checks: ApplicationChecks): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (isBlank(values.name)) errors.name = APPLICATION_MESSAGES.name;
  if (isBlank(values.email)) errors.email = APPLICATION_MESSAGES.email;
  else if (!isEmail(values.email)) errors.email = APPLICATION_MESSAGES.emailFormat;
  if (values.phone !== '' && !isPhone(values.phone)) errors.phone = APPLICATION_MESSAGES.phoneFormat;
  if (checks.chooseCommunity && isBlank(values.property)) errors.property = APPLICATION_MESSAGES.property;
  if (checks.captchaResponse === '') errors.captcha = APPLICATION_MESSAGES.captcha;
  return errors;
}

export interface ApplicationEnvelope {
  subject: string;
  captchaResponse: string;
  currentPage: string;
}

/**
 * The body of `mail/application` (spec section 3). When the page supplied its property's e-mail the select is
 * hidden, so the community is the page's own ('Other' if the page did not name one).
 */
export function toApplicationRequest(
  values: ApplicationFormValues,
  context: FormContext,
  envelope: ApplicationEnvelope,
): RentalApplicationRequest {
  return {
    ...envelope,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    property: context.propertyEmail ? (context.propertyName ?? 'Other') : values.property,
    address: values.address.trim(),
    questions: values.questions.trim(),
  };
}
