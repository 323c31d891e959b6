/**
 * Every environment-driven value, typed, with its default, and the company constants (design.md section 3).
 * Read by the site (Vite inlines `import.meta.env`) and by the local API (where `import.meta.env` is absent,
 * so only the company constants matter there).
 */
import { parseHostList } from '@/shared/hostList';

const env: Record<string, string | undefined> = import.meta.env ?? {};

/** A tax charged on a short-term stay: its name as the price breakdown shows it, and its rate in percent. */
export interface StayTax {
  label: string;
  ratePercent: number;
}

/**
 * "Indiana sales tax:7, Monroe County innkeeper's tax:5" -> one StayTax per entry. An entry without a name or a
 * rate from 0 to 100 is left out rather than guessed at; an empty value gives the fallback.
 */
export function parseStayTaxes(value: string | undefined, fallback: StayTax[]): StayTax[] {
  if (!value?.trim()) return fallback;
  return value.split(',').flatMap((entry) => {
    const at = entry.lastIndexOf(':');
    const label = entry.slice(0, at).trim();
    const ratePercent = Number(entry.slice(at + 1));
    return at > 0 && label && entry.slice(at + 1).trim() !== '' && ratePercent >= 0 && ratePercent <= 100 ? [{ label, ratePercent }] : [];
  });
}

/** Indiana's lodging taxes on stays under 30 days; the sources are in .env.example. */
const INDIANA_STAY_TAXES: StayTax[] = [
  { label: 'Indiana sales tax', ratePercent: 7 },
  { label: "Monroe County innkeeper's tax", ratePercent: 5 },
];

/** The lodging taxes of a short-term stay, and the stay length (nights) from which none is owed. */
export interface StayTaxRules {
  taxes: StayTax[];
  taxedBelowNights: number;
}

/**
 * The stay tax rules of VITE_STAY_TAXES and VITE_STAY_TAXED_BELOW_NIGHTS (Indiana's by default: stays under 30
 * nights). The site reads them when it is built, the local API from its environment (`npm start` loads the same env
 * files), so the price a renter is shown and the price the office is sent agree.
 */
export function stayTaxRules(env: Record<string, string | undefined>): StayTaxRules {
  const below = Number(env.VITE_STAY_TAXED_BELOW_NIGHTS);
  return { taxes: parseStayTaxes(env.VITE_STAY_TAXES, INDIANA_STAY_TAXES), taxedBelowNights: below > 0 ? below : 30 };
}

/** A phone number as ten digits ('(812) 555-0123' -> '8125550123', a leading US 1 dropped); anything else gives the fallback. */
export function parsePhoneDigits(value: string | undefined, fallback: string): string {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? digits : fallback;
}

/** A link the site may show: an https address, else '' (no link). */
export function parseSiteLink(value: string | undefined): string {
  try {
    return value && new URL(value).protocol === 'https:' ? new URL(value).href : '';
  } catch {
    return '';
  }
}

let serverOrigin: () => string = () => 'http://localhost:8080';

/**
 * The page's origin ('https://example.org'). In the browser it is the window's; while the server renders a page
 * it is the origin the visitor asked (src/entry-server.tsx), so links, image URLs and structured data come out the
 * same on both sides and hydration finds no difference.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin() : window.location.origin;
}

/**
 * Server only: where the origin of the page being rendered comes from. Renders of several requests overlap (each
 * waits for data and for React between its parts), so it is read per render, not kept in one module value.
 */
export function setServerOrigin(source: () => string): void {
  serverOrigin = source;
}

/** The page's own host, as a host list names it: the default data and asset host. */
const ownHost = () => `${pageOrigin()}/`;

export const config = {
  /** Data hosts, used round-robin (spec section 7). */
  dataHosts: (): string[] => parseHostList(env.VITE_DATA_HOSTS, ownHost()),
  /**
   * Whether the data comes from this site's own local API (no data hosts named), which also answers reads shaped for
   * a page (issue 28: the home page's search index); the company's hosts answer the calls of spec section 7 only.
   */
  dataFromOwnApi: (): boolean => parseHostList(env.VITE_DATA_HOSTS).length === 0,
  /** Asset hosts; one is picked at random per page load. */
  assetHosts: (): string[] => parseHostList(env.VITE_ASSET_HOSTS, ownHost()),
  /** Empty: the local 'I am not a robot' check, which only the local API accepts. */
  recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY ?? '',
  gtmId: env.VITE_GTM_ID ?? '',
  adsConversionId: env.VITE_ADS_CONVERSION_ID ?? '',
  mapsEmbedKey: env.VITE_MAPS_EMBED_KEY ?? '',
  /** Taxes on a short-term stay, each its own line of the stay price, and the stay length that owes none. */
  stayTaxRules: stayTaxRules(env),
  /**
   * Issue 27: what residents are offered. Kept with the build like the office's phone: the footer of every page shows
   * the emergency number, so it comes with the first paint and adds no request. The online links are shown only
   * when set: the site has no portal of its own.
   */
  residentServices: {
    /** Ten digits, shown as '(812) 555-0199'. A fictional number until a real one is set. */
    emergencyPhone: parsePhoneDigits(env.VITE_EMERGENCY_MAINTENANCE_PHONE, '8125550199'),
    rentPaymentUrl: parseSiteLink(env.VITE_RENT_PAYMENT_URL),
    repairRequestUrl: parseSiteLink(env.VITE_REPAIR_REQUEST_URL),
  },
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
  /** The postal address every alert mail ends with (issue 25: a bulk sender names one). A fictional address. */
  postalAddress: '401 N Walnut St, Bloomington, IN 47404',
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
