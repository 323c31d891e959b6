import type { FormContext } from '@/features/inquiries/formContext';
import { company } from '@/config';

/** Contact analytics count against the page's property, or the company's contact property (spec section 7). */
export function analyticsProperty(context: FormContext): number {
  return context.propertyId ?? company.contactPropertyId;
}
