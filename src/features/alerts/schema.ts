import { emailAddress } from '@/lib/fieldSchemas';
import { z } from '@/lib/zod';
import { savedSearchSchema } from './savedSearch';
import { ALERT_FREQUENCIES, type AlertChange, type AlertSignup } from './types';

/** The bodies of the alerts API (types.ts), checked by the sign-up form and by the API alike. */
const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Choose instantly or a daily digest' });

export const alertSignupSchema: z.ZodType<AlertSignup> = z.strictObject({
  email: emailAddress('Please provide your Email'),
  frequency,
  search: savedSearchSchema,
});

export const alertChangeSchema: z.ZodType<AlertChange> = z
  .strictObject({ frequency: frequency.optional(), paused: z.boolean({ error: 'paused must be true or false' }).optional() })
  .refine((change) => change.frequency !== undefined || change.paused !== undefined, 'Say what to change: frequency or paused');
