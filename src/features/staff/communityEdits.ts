import { z } from '@/lib/zod';
import { LEASING_OFFICE_TYPES, type BusRoute, type LeasingOfficeType } from '@/features/properties/types';
import { httpsLink, isHttpsUrl } from './planEdits';

/**
 * Issue 23: the seam between the workspace's community page and `api/staff/catalog/communities/{id}`
 * (server/routes/staff-catalog-communities.ts): a community's phone, its leasing office, its bus routes and its rating.
 *
 * One record, one version: the community's `version` (migration 050) covers its own row, its bus routes and its
 * leasing office's hours and directions. An office can serve several communities (office 1 serves The Kirkwood and
 * Kirkwood Garage); an edit of the office moves the version of every community it serves, so an editor who opened any
 * of them gets the 409 and sees the new hours rather than writing over them, and the page names those communities
 * before the save (`officeSharedWith`).
 */

const version = z.number().int().min(0);

/** `GET api/staff/catalog/communities/{id}`: a community as the office edits it. */
export interface EditableCommunity {
  id: number;
  name: string;
  version: number;
  /** Ten digits, as the site shows it with formatPhone. */
  phone: string;
  leasingOfficeType: LeasingOfficeType;
  /** The office's name (not edited here); null: the community has no leasing office, so no hours or directions. */
  officeName: string | null;
  officeHours: string | null;
  direction: string | null;
  /** The other communities the same office serves: an office edit changes their pages too. */
  officeSharedWith: { id: number; name: string }[];
  /** In the order the site lists them. */
  busRoutes: BusRoute[];
  /** 0 to 5 stars, null: none shown. */
  rating: number | null;
  ratingLink: string | null;
}

/** The fields a change may carry, in the order the page shows them (and a conflict and an audit entry name them). */
export const COMMUNITY_FIELDS = ['phone', 'leasingOfficeType', 'officeHours', 'direction', 'busRoutes', 'rating', 'ratingLink'] as const satisfies readonly (keyof EditableCommunity)[];
export type CommunityField = (typeof COMMUNITY_FIELDS)[number];
export type CommunityFields = Pick<EditableCommunity, CommunityField>;
/** The fields of the leasing office itself (shared by every community it serves). */
export const OFFICE_FIELDS = ['officeHours', 'direction'] as const satisfies readonly CommunityField[];

export const BUS_ROUTES_MAX = 20;

const busRouteSchema = z.object({
  busRoute: z.string().trim().min(1, 'Name the bus route').max(100, 'At most 100 characters'),
  busRouteLink: z
    .string()
    .trim()
    .max(2_000, 'At most 2,000 characters')
    .refine(isHttpsUrl, 'Use a full https:// link to the route'),
});

const communityFieldShape = {
  phone: z
    .string()
    .trim()
    .max(30, 'Enter the 10-digit phone number, like (812) 555-0143')
    .transform((typed) => typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
    .refine((digits) => digits.length === 10, 'Enter the 10-digit phone number, like (812) 555-0143'),
  leasingOfficeType: z.enum(LEASING_OFFICE_TYPES, { error: 'Choose on-site or off-site' }),
  officeHours: z.string().trim().min(1, 'Give the office hours').max(200, 'At most 200 characters'),
  direction: z.string().trim().min(1, 'Say how to find the office').max(1_000, 'At most 1,000 characters'),
  busRoutes: z.array(busRouteSchema).max(BUS_ROUTES_MAX, `At most ${BUS_ROUTES_MAX} bus routes`),
  rating: z
    .number({ error: 'Enter the rating as a number from 0 to 5' })
    .min(0, 'The rating must be from 0 to 5')
    .max(5, 'The rating must be from 0 to 5')
    .nullable(),
  ratingLink: httpsLink,
};

/**
 * `PATCH api/staff/catalog/communities/{id}`: any of the fields, with the version the change was made from. The bus
 * routes travel whole (the list as it should be: added, changed and removed routes at once).
 */
export const communityChangeSchema = z.object(communityFieldShape).partial().extend({ version });
export type CommunityChange = z.input<typeof communityChangeSchema>;
export type CheckedCommunityChange = z.output<typeof communityChangeSchema>;
