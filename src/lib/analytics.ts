/**
 * Third-party measurement (spec section 7): the tag manager and the ads conversion tracker. Each script is added
 * only when its id is configured; with empty ids nothing is loaded and nothing is sent.
 */
type DataLayerEntry = Record<string, unknown> | IArguments;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
    gtag?: (...args: unknown[]) => void;
  }
}

function addScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Starts the tag manager container `gtmId` (e.g. 'GTM-ABC123'); does nothing when it is empty. */
export function loadTagManager(gtmId: string): void {
  if (!gtmId) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`);
}

/** The global site tag, created once; the tracker's account is the part of the id before the slash. */
function siteTag(account: string): (...args: unknown[]) => void {
  if (!window.gtag) {
    window.dataLayer ??= [];
    // gtag.js reads the `arguments` objects themselves from the data layer, so this must not be an arrow function.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(account)}`);
  }
  window.gtag('config', account);
  return window.gtag;
}

/** Fires a conversion for the tracking id `conversionId` ('AW-123/label'); does nothing when it is empty. */
export function trackConversion(conversionId: string): void {
  if (!conversionId) return;
  siteTag(conversionId.split('/')[0])('event', 'conversion', { send_to: conversionId });
}
