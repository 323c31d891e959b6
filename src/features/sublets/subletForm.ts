import { parseIsoDate } from '@/lib/dates';
import { fieldErrors } from '@/lib/validation';
import {
  AVAILABLE_TO_MESSAGE,
  CAPTCHA_MESSAGE,
  imageTooBigMessage,
  isAvailableToValid,
  isImageSizeAllowed,
  NO_IMAGE_MESSAGE,
  stripCitySuffix,
} from './rules';
import { subletFieldsSchema, type SubletFields } from './schema';
import type { Sublet } from './types';

/** The sublet form as typed: every control holds text except the two checkboxes. */
export interface SubletFormValues {
  firstName: string;
  lastName: string;
  email: string;
  bedroom: string;
  availableBedrooms: string;
  address: string;
  zipcode: string;
  availableFrom: string;
  availableTo: string;
  rent: string;
  utilitiesIncluded: boolean;
  petsAllowed: boolean;
  title: string;
  description: string;
}

export type SubletFormErrors = Partial<Record<keyof SubletFormValues | 'images' | 'captchaResponse', string>>;

/** An empty form with the defaults of spec section 3: 1 of 1 bedroom, utilities included, no pets. */
export function initialSubletValues(): SubletFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    bedroom: '1',
    availableBedrooms: '1',
    address: '',
    zipcode: '',
    availableFrom: '',
    availableTo: '',
    rent: '',
    utilitiesIncluded: true,
    petsAllowed: false,
    title: '',
    description: '',
  };
}

/** A stored listing shown in the same fields, the city suffix back beside the address rather than in it. */
export function subletValues(sublet: Sublet): SubletFormValues {
  return {
    ...sublet,
    bedroom: String(sublet.bedroom),
    availableBedrooms: String(sublet.availableBedrooms),
    rent: String(sublet.rent),
    address: stripCitySuffix(sublet.address),
  };
}

/** Spec section 5: at least one image, each under 5,000,000 bytes (the input already keeps at most 5). */
export function imagesError(images: readonly File[]): string | undefined {
  if (images.length === 0) return NO_IMAGE_MESSAGE;
  const tooBig = images.filter((image) => !isImageSizeAllowed(image.size));
  return tooBig.length > 0 ? tooBig.map((image) => imageTooBigMessage(image.name)).join(' ') : undefined;
}

export type SubletFormCheck = { ok: true; fields: SubletFields } | { ok: false; errors: SubletFormErrors };

const DATE_FIELDS = { availableFrom: 'Available From', availableTo: 'Available To' } as const;

/**
 * Spec section 5 with the schema the local API applies, so both say the same, but for a missing date: the API names
 * the 'YYYY-MM-DD' it takes, the form the `datePattern` its date picker shows (issue 27: 'mm/dd/yyyy' in the US).
 * The dates are compared as soon as both are given, even while other fields still have problems.
 */
export function checkSubletForm(values: SubletFormValues, images: readonly File[], captchaResponse: string, datePattern: string): SubletFormCheck {
  const parsed = subletFieldsSchema.safeParse(values);
  const errors: SubletFormErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  for (const [field, label] of Object.entries(DATE_FIELDS) as [keyof typeof DATE_FIELDS, string][]) {
    if (!parseIsoDate(values[field])) errors[field] = `Provide ${label} date (${datePattern})`;
  }
  if (parseIsoDate(values.availableFrom) && parseIsoDate(values.availableTo) && !isAvailableToValid(values.availableFrom, values.availableTo)) {
    errors.availableTo ??= AVAILABLE_TO_MESSAGE;
  }
  const imageProblem = imagesError(images);
  if (imageProblem) errors.images = imageProblem;
  if (!captchaResponse) errors.captchaResponse = CAPTCHA_MESSAGE;
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, fields: parsed.data } : { ok: false, errors };
}

/** Spec section 8: what the sublet page says after posting or deleting. */
export const SUBLET_OUTCOME = {
  created: 'Sublet Created, It will be posted when approved!',
  createFailed: 'Error posting sublet!',
  deleted: 'Sublet Deleted!',
  deleteFailed: 'Error deleting sublet!',
} as const;
