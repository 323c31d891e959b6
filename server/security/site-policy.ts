/**
 * The outside services the built site was configured with (the `VITE_*` values it was built with). The page's
 * Content-Security-Policy lets in exactly these, so a service that is not configured cannot be loaded either.
 */
export interface SiteServices {
  /** Data hosts other than the page's own origin (VITE_DATA_HOSTS). */
  dataHosts: string[];
  /** Asset hosts other than the page's own origin (VITE_ASSET_HOSTS). */
  assetHosts: string[];
  /** VITE_RECAPTCHA_SITE_KEY is set: Google's reCAPTCHA widget instead of the local check. */
  recaptcha: boolean;
  /** VITE_GTM_ID is set. */
  tagManager: boolean;
  /** VITE_ADS_CONVERSION_ID is set. */
  adsConversion: boolean;
  /** Hosts whose tours and tour videos the pages may embed (TOUR_HOSTS; default DEFAULT_TOUR_HOSTS). */
  tourHosts: string[];
}

export const NO_SERVICES: SiteServices = { dataHosts: [], assetHosts: [], recaptcha: false, tagManager: false, adsConversion: false, tourHosts: [] };

const RECAPTCHA = { scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'], frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] };
const TAG_MANAGER = {
  scripts: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  frames: ['https://www.googletagmanager.com'],
};
const ADS_CONVERSION = {
  scripts: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
  connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
  frames: ['https://td.doubleclick.net'],
};
/**
 * The real tour hosts let in when TOUR_HOSTS is not set: the video site's privacy-enhanced player
 * (features/gallery/video.ts), Matterport and drive. Tours the local API serves need none of them.
 */
export const DEFAULT_TOUR_HOSTS = ['https://www.youtube-nocookie.com', 'https://my.matterport.com', 'https://drive.google.com'];
/** The site itself (virtual tours the local API serves) and the map embeds (lib/maps.ts). */
const ALWAYS_FRAMED = ["'self'", 'https://www.google.com/maps/', 'https://maps.google.com'];

function when(condition: boolean, sources: string[]): string[] {
  return condition ? sources : [];
}

function directive(name: string, sources: string[]): string {
  return [name, ...new Set(sources)].join(' ');
}

/** The policy of the site's pages: its own files plus the configured services; nobody may frame the site. */
export function sitePolicy(services: SiteServices, inlineStyles: string[] = []): string {
  const { recaptcha, tagManager, adsConversion } = services;
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", ...when(recaptcha, RECAPTCHA.scripts), ...when(tagManager, TAG_MANAGER.scripts), ...when(adsConversion, ADS_CONVERSION.scripts)]),
    // Stylesheets only from the site, and the one <style> a rendered page carries, by its hash (inline-styles.ts);
    // style attributes are allowed because the home special's sanitized HTML and the reCAPTCHA widget carry them,
    // and an attribute can restyle but never run anything.
    directive('style-src', ["'self'", ...inlineStyles]),
    directive('style-src-attr', ["'unsafe-inline'"]),
    // Records may point at images on any https host (only drive links go through the asset host); data: for inline SVG;
    // blob: for the sublet form's previews of the photos chosen on the visitor's own device (issue 27).
    directive('img-src', ["'self'", 'data:', 'blob:', 'https:']),
    directive('connect-src', ["'self'", ...services.dataHosts, ...services.assetHosts, ...when(tagManager, TAG_MANAGER.connect), ...when(adsConversion, ADS_CONVERSION.connect)]),
    directive('frame-src', [...ALWAYS_FRAMED, ...services.tourHosts, ...when(recaptcha, RECAPTCHA.frames), ...when(tagManager, TAG_MANAGER.frames), ...when(adsConversion, ADS_CONVERSION.frames)]),
    // Tour videos play in the page's own player: from the site, or a tour host.
    directive('media-src', ["'self'", ...services.tourHosts]),
    directive('font-src', ["'self'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
}

/**
 * Issue 22: the policy of the office workspace's pages (`/staff/*`): the site's own files and API only. No analytics,
 * maps, tours or captcha hosts are let in where staff sessions live. Style attributes stay (the funnel's chart sets
 * them); they can restyle but never run anything.
 */
export function staffPolicy(inlineStyles: string[] = []): string {
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'"]),
    directive('style-src', ["'self'", ...inlineStyles]),
    directive('style-src-attr', ["'unsafe-inline'"]),
    directive('img-src', ["'self'", 'data:', 'blob:']),
    directive('connect-src', ["'self'"]),
    directive('frame-src', ["'none'"]),
    directive('font-src', ["'self'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'none'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
}

/** API answers are data: nothing in them may load or run, and they are never framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Browser features no page of the site uses, refused to the site and to everything it frames. Full screen, autoplay
 * and the motion sensors stay: the videos and the 3D tours use them.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), browsing-topics=()';
