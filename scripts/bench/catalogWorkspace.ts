/**
 * Issue 23: the workspace's catalog API on a running server as a signed-in member (`signInAsNewMember`), JSON in and
 * out, each write carrying the session's XSRF token and the site's origin as the workspace's page sends them. Used by
 * the catalog bench and the two-process test.
 */
import type { CatalogCommunity, EditableUnit } from '../../src/features/staff/catalogEdits.ts';
import { siteOriginOf, type RunningServer } from './staffSignIn.ts';

export function catalogWorkspace(server: Pick<RunningServer, 'url' | 'origin'>, cookie: string) {
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api/staff/catalog/${path}`, {
      method,
      headers: { cookie, origin: siteOriginOf(server), 'x-xsrf-token': xsrf, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    /** The units of the first community, as the listings grid opens them. */
    units: async () => {
      const [community] = await call<CatalogCommunity[]>('GET', 'communities');
      return call<EditableUnit[]>('GET', `communities/${community.id}/units`);
    },
    /** Saves `rent` on the version of `unit` given; answers the unit as saved (its next version). */
    setRent: (unit: EditableUnit, rent: number) => call<EditableUnit>('PATCH', `units/${unit.id}`, { version: unit.version, rent }),
  };
}
