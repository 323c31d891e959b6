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
  /** Issue 17: the end of its 30 days (set at approval, moved by a renewal); null until approved. */
  listedUntil: string | null;
  /** The poster opened the confirmation link mailed to them; only confirmed listings wait for approval. */
  confirmed: boolean;
  /** Reported by three different visitors: off the board until staff restore or reject it. */
  hidden: boolean;
  /** Photos stored for it, the cover among them: the card offers more only past one; a listing without one cannot be approved. */
  photoCount: number;
  /** Times the poster renewed it (issue 26: at most MAX_RENEWALS of listingLife.ts). */
  renewals: number;
}

/** The answer to a post (issue 26): the new sublet, and whether its confirmation mail went out or was held. */
export interface PostedSublet extends Sublet {
  /** What happened to the confirmation mail, in words the poster can be shown. */
  message: string;
  /** The address had all the confirmation mails it may get for now (a per-recipient cooldown): none was sent. */
  confirmationMailHeld: boolean;
}

/** What the public list shows: never the owner's name, e-mail or key, nor the listing's review state. */
export type PublicSublet = Omit<Sublet, 'email' | 'firstName' | 'lastName' | 'assetKey' | 'confirmed' | 'hidden' | 'renewals'>;

/** Issue 17: why a visitor reports a listing. */
export const REPORT_REASONS = {
  scam: 'Scam or asks for money',
  taken: 'Already taken',
  wrong: 'Wrong information',
  offensive: 'Offensive',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export interface SubletReport {
  reason: ReportReason;
  details: string;
}

export interface SubletMessage {
  name: string;
  email: string;
  message: string;
}
