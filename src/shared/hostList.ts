/**
 * 'a, b/' -> ['a/', 'b/']: the hosts of a comma-separated list (VITE_DATA_HOSTS, VITE_ASSET_HOSTS, TOUR_HOSTS), each
 * ending with one slash so paths are appended without one; `[fallback]` when the list names none. The site reads
 * these variables to call the hosts, the local API to let exactly those hosts into the page's Content-Security-Policy.
 */
export function parseHostList(value: string | undefined, fallback?: string): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return (hosts.length > 0 || fallback === undefined ? hosts : [fallback]).map((host) => host.replace(/\/*$/, '/'));
}
