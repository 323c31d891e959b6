/**
 * Every environment-driven value, typed, with its default, and the company constants (design.md section 3).
 * Read by the site (Vite inlines `import.meta.env`) and by the local API (where `import.meta.env` is absent,
 * so only the company constants matter there).
 */
import { parseHostList } from '@/lib/shared/hostList';

const env: Record<string, string | undefined> = import.meta.env ?? {};

function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost:8080/' : `${window.location.origin}/`;
}

export const config = {
  /** Data hosts, used round-robin (spec section 7). */
  dataHosts: (): string[] => parseHostList(env.VITE_DATA_HOSTS, pageOrigin()),
  /** Asset hosts; one is picked at random per page load. */
  assetHosts: (): string[] => parseHostList(env.VITE_ASSET_HOSTS, pageOrigin()),
  /** Empty: the local 'I am not a robot' check, which only the local API accepts. */
  recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY ?? '',
  gtmId: env.VITE_GTM_ID ?? '',
  adsConversionId: env.VITE_ADS_CONVERSION_ID ?? '',
  mapsEmbedKey: env.VITE_MAPS_EMBED_KEY ?? '',
} as const;

/** Community name -> the inbox that answers its inquiries; 'Other' catches everything else. */
export const COMMUNITY_INQUIRY_EMAILS = {
  'The Kirkwood': 'kirkwood@limestoneliving.example',
  'Jordan Commons': 'jordan@limestoneliving.example',
  'Cascades Flats': 'cascades@limestoneliving.example',
  'Bryan Park Townhomes': 'bryanpark@limestoneliving.example',
  'Switchyard Lofts': 'switchyard@limestoneliving.example',
  'Prospect Hill Homes': 'prospecthill@limestoneliving.example',
  'Limestone Suites': 'suites@limestoneliving.example',
  Other: 'inquiries@limestoneliving.example',
} as const;
export type CommunityName = keyof typeof COMMUNITY_INQUIRY_EMAILS;

export const company = {
  productName: 'Limestone Living',
  /** Digits only; shown as '(812) 555-0142' by `formatPhone`. A fictional number. */
  phone: '8125550142',
  city: 'Bloomington',
  state: 'IN',
  inquiriesEmail: COMMUNITY_INQUIRY_EMAILS.Other,
  /** The property whose home-page specials and floor plans the search shows. */
  searchPropertyId: 1,
  /** The property the contact modal reports its analytics against. */
  contactPropertyId: 2,
  /** The furnished flexible-term property behind /short-term. */
  shortTermPropertyId: 8,
  /** The sublet address suffix, shown beside the address field and appended on send (spec section 5). */
  subletCitySuffix: ', Bloomington, IN',
} as const;
