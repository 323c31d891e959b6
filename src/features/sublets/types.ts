import type { IsoDate } from '@/lib/dates';

export interface Sublet {
  id: number;
  /** Private capability key: whoever holds it can view and delete the listing. Only the poster receives it. */
  assetKey: string;
  email: string;
  firstName: string;
  lastName: string;
  bedroom: number;
  availableBedrooms: number;
  availableFrom: IsoDate;
  availableTo: IsoDate;
  rent: number;
  petsAllowed: boolean;
  utilitiesIncluded: boolean;
  /** Includes the fixed city suffix. */
  address: string;
  zipcode: string;
  subletFolderId: string | null;
  photosFolderId: string | null;
  coverImage: string | null;
  title: string;
  description: string;
  createdDate: string;
  active: boolean;
  approved: boolean;
}

/** What the public list shows: never the owner's name, e-mail or key. */
export type PublicSublet = Omit<Sublet, 'email' | 'firstName' | 'lastName' | 'assetKey'>;

export interface SubletMessage {
  name: string;
  email: string;
  message: string;
}
