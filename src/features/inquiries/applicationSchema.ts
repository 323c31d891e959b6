/**
 * The rental application request of spec sections 3 and 5, validated the same way by the application form and by
 * the local API (`POST api/mail/application`). Pure: no React, no server.
 */
import { z } from '@/lib/zod';
import { emailAddress, optionalText, phoneNumber, requiredText } from '@/lib/fieldSchemas';
import { captchaResponse } from './contactSchema';
import type { RentalApplicationRequest } from './types';

export const FILL_REQUIRED_MESSAGE = 'Fill all the required fields';
export const DEFAULT_APPLICATION_SUBJECT = 'Rental Application Request';

export const applicationRequestSchema = z.object({
  name: requiredText('Please provide Name', 100),
  email: emailAddress('Please provide Email'),
  phone: phoneNumber('Phone').default(''),
  property: requiredText('Please select Neighborhood', 100),
  address: optionalText('Address', 200),
  questions: optionalText('Questions', 1000),
  captchaResponse,
  currentPage: optionalText('currentPage', 2000),
  subject: optionalText('Subject', 200).transform((subject) => subject || DEFAULT_APPLICATION_SUBJECT),
}) satisfies z.ZodType<RentalApplicationRequest>;
