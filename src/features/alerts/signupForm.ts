import { fieldErrors } from '@/lib/validation';
import { CAPTCHA_REQUIRED } from '@/shared/apiTexts';
import { alertSignupSchema } from './schema';
import type { AlertFrequency, AlertSignup } from './types';

export interface AlertFormValues {
  email: string;
  frequency: AlertFrequency;
}

export type AlertErrors = Partial<Record<'email' | 'frequency' | 'captchaResponse' | 'search', string>>;

export const initialAlertValues = (): AlertFormValues => ({ email: '', frequency: 'instant' });

/** What the form would send, checked with the API's own schema; the captcha is asked for as in every form. */
export function validateAlertSignup(signup: AlertSignup, captchaResponse: string): AlertErrors {
  const result = alertSignupSchema.safeParse(signup);
  // The search comes from the list's filters, not from a field: a problem with it is said once, for the whole search.
  const issues = result.success ? [] : result.error.issues.map((issue) => (issue.path[0] === 'search' ? { ...issue, path: ['search'] } : issue));
  const errors: AlertErrors = fieldErrors(issues);
  return captchaResponse ? errors : { ...errors, captchaResponse: CAPTCHA_REQUIRED };
}
