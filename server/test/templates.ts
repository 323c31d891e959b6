/** The migrated databases every test file starts from, made once per run by global-setup.ts. */
export type DatabaseTemplates =
  | { engine: 'pglite'; empty: string; seeded: string }
  | { engine: 'postgres'; url: string; empty: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
