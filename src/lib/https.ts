const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Where a plain-http page must go instead (spec section 7), or null when it may stay: https already, or localhost. */
export function httpsUpgradeUrl(location: Pick<Location, 'protocol' | 'hostname' | 'href'>): string | null {
  if (location.protocol !== 'http:' || LOCAL_HOSTNAMES.has(location.hostname)) return null;
  return location.href.replace(/^http:/, 'https:');
}
