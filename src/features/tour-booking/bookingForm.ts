import { CAPTCHA_MESSAGE } from '@/features/inquiries/contactSchema';
import { fieldErrors } from '@/lib/validation';
import { tourRequestSchema, type TourRequest } from './types';
import type { TourTarget } from './tourTarget';

/** What the renter fills in, kept as typed (the draft survives a closed dialog and a taken time). */
export interface TourFormValues {
  date: string;
  start: string;
  name: string;
  email: string;
  phone: string;
  people: number;
}

export const initialTourValues = (): TourFormValues => ({ date: '', start: '', name: '', email: '', phone: '', people: 1 });

/** Field name -> message; the captcha as `captchaResponse`. */
export type TourErrors = Partial<Record<keyof TourRequest | 'captchaResponse', string>>;

export function toTourRequest(values: TourFormValues, target: TourTarget): TourRequest {
  return {
    property: target.propertyId,
    ...(target.floorplanId === undefined ? {} : { floorplanId: target.floorplanId }),
    ...(target.unitId === undefined ? {} : { unitId: target.unitId }),
    start: values.start,
    name: values.name,
    email: values.email,
    phone: values.phone,
    people: values.people,
  };
}

/** The shared schema's rules (the server applies the same), and a solved captcha. */
export function validateTourRequest(request: TourRequest, captchaResponse: string): TourErrors {
  const result = tourRequestSchema.safeParse(request);
  const errors: TourErrors = result.success ? {} : fieldErrors(result.error.issues);
  return captchaResponse ? errors : { ...errors, captchaResponse: CAPTCHA_MESSAGE };
}
