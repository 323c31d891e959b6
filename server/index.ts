import path from 'node:path';
import { buildApp } from './app';
import { recaptcha } from './captcha/captcha';
import { acquireDataDirLock } from './storage/data-dir-lock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './db/seed/index';
import { EnvError, readEnv, type ServerEnv } from './config/env';
import { shutDown } from './lifecycle';
import { tuneMalloc } from './malloc-tuning';
import { redisLimitStore } from './limits/redis-store';
import { smtpMailer } from './mail/outbox';
import { redactingStream } from './security/redact';
import { newKey } from './security/secrets';

/** The environment, read once; a bad value stops the start with a message naming the variable. */
function environmentOrExit(): ServerEnv {
  try {
    return readEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`The server cannot start:\n${error.message}`);
    process.exit(1);
  }
}

/** The Redis of REDIS_URL, connected; one that cannot be reached stops the start (the URL may hold a password). */
async function redisOrExit(url: string) {
  try {
    return await redisLimitStore(url);
  } catch (error) {
    console.error(`The server cannot start: the Redis of REDIS_URL cannot be reached (${error instanceof Error ? error.message : String(error)})`);
    process.exit(1);
  }
}

tuneMalloc();
const env = environmentOrExit();
const limitStore = env.redisUrl ? await redisOrExit(env.redisUrl) : undefined;
// PGlite allows one process per data directory; PostgreSQL needs no lock.
const lock = env.databaseUrl ? undefined : acquireDataDirLock(env.dataDir, 'server');
const db = await openDatabase(env, (error) => app.log.warn({ err: error }, 'idle database connection lost'));
const operatorKey = env.databaseUrl ? undefined : newKey(24);
const app = await buildApp({
  db,
  uploadsDir: path.join(env.dataDir, 'uploads'),
  imageCacheDir: path.join(env.dataDir, 'cache', 'images'),
  warmImages: true,
  distDir: env.distDir,
  logger: { level: env.logLevel, stream: redactingStream(process.stdout) },
  trustProxy: env.trustProxy,
  captcha: env.recaptchaSecret ? recaptcha(env.recaptchaSecret, fetch, (error) => app.log.warn({ err: error }, 'reCAPTCHA check failed')) : undefined,
  mailer: env.smtpUrl ? smtpMailer(env.smtpUrl, env.mailFrom) : undefined,
  siteUrl: env.siteUrl,
  stayTaxes: env.stayTaxes,
  siteOrigins: env.siteOrigins,
  writeRateLimit: { max: env.writeRateLimit, timeWindowMs: 60_000 },
  readRateLimit: { max: env.readRateLimit, timeWindowMs: 60_000 },
  limitStore,
  catalogCacheMs: env.catalogCacheMs,
  siteServices: env.siteServices,
  corsOrigins: env.corsOrigins,
  operatorKey,
  metrics: env.metrics && { endpoint: env.metrics },
});

/** A container runtime kills the process 10 s after its SIGTERM; the server is gone well before (issue 26). */
const DRAIN_MS = 4_000;
const CLOSE_MS = 800;

async function stop(exitCode: number) {
  // Requests already sent are answered first; background jobs and the database close after.
  await app.lifecycle.drain(DRAIN_MS);
  // A wedged database (a disk gone read-only) must not keep a supervisor's SIGTERM from stopping the process.
  await shutDown({ app, db, graceMs: CLOSE_MS });
  lock?.release();
  process.exit(exitCode);
}

try {
  const applied = await migrate(db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  if (await seedIfEmpty(db)) app.log.info('empty database seeded with the demo portfolio');
  await app.listen({ port: env.port, host: env.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await stop(1);
}

const address = app.server.address();
if (lock && operatorKey && address && typeof address === 'object') lock.publish({ port: address.port, operatorKey });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void stop(0);
  });
}
