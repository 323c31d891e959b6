import type { FormContext } from '@/features/inquiries/formContext';
import { isCommunity } from '@/features/inquiries/communities';
import { fieldErrors } from '@/lib/validation';
import { applicationRequestSchema, DEFAULT_APPLICATION_SUBJECT } from './applicationSchema';
import type { RentalApplicationRequest } from './types';

/** What the visitor fills in; the envelope (subject, page, captcha) is added on submit. */
export type ApplicationFormValues = Omit<RentalApplicationRequest, 'subject' | 'captchaResponse' | 'currentPage'>;

/** An empty request, with the page's community chosen and its floor plan as the address of interest. */
export function initialApplicationValues(context: FormContext): ApplicationFormValues {
  const property = isCommunity(context.propertyName) ? context.propertyName : '';
  return { name: '', email: '', phone: '', property, address: context.floorplanName ?? '', questions: '' };
}

/** Spec section 8: what the form says once the request has been sent, or could not be. */
export const APPLICATION_OUTCOME = {
  sent: 'Rental Application Request Sent!',
  failed: 'Rental Application Request Failed!',
} as const;

export interface ApplicationEnvelope {
  subject?: string;
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
  { subject = DEFAULT_APPLICATION_SUBJECT, ...envelope }: ApplicationEnvelope,
): RentalApplicationRequest {
  return {
    ...values,
    ...envelope,
    subject,
    property: context.propertyEmail ? (context.propertyName ?? 'Other') : values.property,
  };
}

export type ApplicationErrors = Partial<Record<keyof RentalApplicationRequest, string>>;

/**
 * Spec section 5, with the rules the local API applies (`applicationRequestSchema`): name, e-mail, community and
 * captcha required, phone optional. The spec notes that the upstream 'Please provide Email' check looks at the name
 * field; that is a bug, and the shared schema checks the e-mail.
 */
export function validateApplication(request: RentalApplicationRequest): ApplicationErrors {
  const result = applicationRequestSchema.safeParse(request);
  return result.success ? {} : fieldErrors(result.error.issues);
}
