import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Database } from '../db/database';
import { freshDatabase } from './database';

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  uploadsDir: string;
  imageCacheDir: string;
  /** The app's clock (the `now` option, else the real time). */
  now(): Date;
  /** A token of the local captcha check, as the site gets it. */
  captchaToken(): Promise<string>;
  close(): Promise<void>;
}

/** The origin of a request `app.inject` sends without a Host header (light-my-request's `localhost:80`). */
export const INJECT_ORIGIN = 'http://localhost';

/**
 * The app of `buildApp` on a fresh database and uploads directory, with the rate limits out of the way, the
 * catalog cache off (tests change the database between requests), pages rendered for the name `inject` sends, and
 * no render deadline to speak of: on a loaded machine a cold render can take over a second, and only the deadline's
 * own test may depend on that.
 */
export async function startTestApi(
  options: Partial<AppOptions> & { content?: 'seeded' | 'empty'; wrapDatabase?: (db: Database) => Database } = {},
): Promise<TestApi> {
  const { content, wrapDatabase = (db) => db, ...appOptions } = options;
  const db = await freshDatabase(content);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-data-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  const imageCacheDir = path.join(dataDir, 'cache', 'images');
  const app = await buildApp({ db: wrapDatabase(db), uploadsDir, imageCacheDir, writeRateLimit: { max: 100_000, timeWindowMs: 60_000 }, readRateLimit: { max: 0, timeWindowMs: 60_000 }, catalogCacheMs: 0, renderDeadlineMs: 60_000, siteOrigins: [INJECT_ORIGIN], ...appOptions });
  return {
    app,
    db,
    uploadsDir,
    imageCacheDir,
    now: appOptions.now ?? (() => new Date()),
    async captchaToken() {
      return (await app.inject({ method: 'POST', url: '/api/captcha/local' })).json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
