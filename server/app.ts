import path from 'node:path';
import { stayTaxRules, type StayTaxRules } from '@/config';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiContext } from './context';
import { DEFAULT_CATALOG_CACHE_MS, DEFAULT_READ_RATE_LIMIT, DEFAULT_WRITE_RATE_LIMIT, type WriteRateLimit } from './config/defaults';
import type { Database } from './db/database';
import type { LimitStore } from './limits/limit-store';
import { defaultLimitStore } from './limits/open';
import { connectionOptions, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './http/connection-limits';
import { ReadCache } from './http/read-cache';
import { VariantCache } from './images/variant-cache';
import type { Mailer } from './mail/outbox';
import { outboxSenderJob } from './jobs/outbox-sender';
import { alertMatcherJob } from './alerts/matcher';
import { alertMailJob } from './alerts/sending';
import { countOutboxByState } from './db/queries/outbox';
import { JobRunner } from './jobs/schedule';
import { apiRoutes } from './plugins/api-routes';
import { compression } from './plugins/compression';
import { cors } from './plugins/cors';
import { errorAnswers } from './plugins/errors';
import { drain } from './plugins/drain';
import { health } from './plugins/health';
import { waitForHandlersOnClose } from './plugins/in-flight';
import { inputGuard } from './plugins/input-guard';
import { jsonBody } from './plugins/json-body';
import { metricsPlugin, type MetricsOptions } from './plugins/metrics';
import { createServerMetrics } from './metrics/server-metrics';
import { backgroundJobs } from './plugins/jobs';
import { catalogChanges } from './plugins/catalog-changes';
import { multipart } from './plugins/multipart';
import { rateLimit } from './plugins/rate-limit';
import { securityHeaders } from './plugins/security-headers';
import { inlineStyles } from './pages/inline-styles';
import { site } from './pages/site';
import { NO_SERVICES, type SiteServices } from './security/site-policy';
import { localCaptcha, type Captcha } from './captcha/captcha';
import { storageFaultLog } from './storage/fault-log';
import { guardDatabase } from './storage/guarded-database';
import { UploadStore } from './storage/uploads';
import { staffGuard } from './staff/guard';

export interface AppOptions {
  /** Opened (and migrated) by the caller, who also closes it. */
  db: Database;
  /** Timeouts for slow clients and the connection cap (default DEFAULT_CONNECTION_LIMITS). */
  connectionLimits?: ConnectionLimits;
  /** How long a database statement may take before the request answers 503 (default 10 s). */
  databaseTimeoutMs?: number;
  /** Where uploaded images are written: DATA_DIR/uploads. */
  uploadsDir: string;
  /** Where rendered image widths are kept: DATA_DIR/cache/images. */
  imageCacheDir: string;
  /** Render the first screen's images in the background once listening (the server; tests leave it off). */
  warmImages?: boolean;
  /** The built site; when it does not exist only the API is served. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies to believe about the client's address (Fastify's trustProxy); the rate limit keys on it. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Default: the local check, whose tokens come from `POST api/captcha/local`. */
  captcha?: Captcha;
  /** Absent: mail is stored in the outbox, queued, and nothing sends it. */
  mailer?: Mailer;
  /** Per-client limit on each write endpoint. */
  writeRateLimit?: WriteRateLimit;
  /** Per-client limit on all API reads together; max 0 turns it off. */
  readRateLimit?: WriteRateLimit;
  /** Where the rate limits count (Redis when REDIS_URL is set); default limits/open.ts's choice. Closed with the app. */
  limitStore?: LimitStore;
  /** Enables `POST api/admin/operator` for `npm run admin` with this key. */
  operatorKey?: string;
  /** How long catalog GETs are served from memory; 0 turns the cache off. */
  catalogCacheMs?: number;
  /** Origins of sites on other hosts whose pages may call the API (CORS_ORIGINS); default none: no CORS headers. */
  corsOrigins?: string[];
  /** What the built site loads from outside (its Content-Security-Policy); default: nothing. */
  siteServices?: SiteServices;
  now?: () => Date;
  /** The site's address for links in mails (SITE_URL); default http://localhost:8080. */
  siteUrl?: string;
  /** The lodging taxes a stay request is priced with (VITE_STAY_TAXES); default Indiana's. */
  stayTaxes?: StayTaxRules;
  /** Origins besides the site's address that the server is reached by (SITE_ORIGINS): pages are rendered for these too. */
  siteOrigins?: string[];
  /** How long a page render may take before the page goes out for the browser to render (default 1 s). */
  renderDeadlineMs?: number;
  /** Where `GET /metrics` is served (METRICS_PORT; absent: nowhere). */
  metrics?: Pick<MetricsOptions, 'endpoint'>;
}

/** JSON bodies are forms, never files: anything larger is refused before it is parsed. */
const JSON_BODY_LIMIT = 64 * 1024;
const DEFAULT_DATABASE_TIMEOUT_MS = 10_000;

/**
 * Builds the HTTP app without listening, so tests can `inject` requests into it. Each concern is a Fastify plugin of
 * its own file in `plugins/`; this function only builds the shared context and registers them in order.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { distDir, logger = false, trustProxy = 'loopback', writeRateLimit = DEFAULT_WRITE_RATE_LIMIT, readRateLimit = DEFAULT_READ_RATE_LIMIT } = options;
  const limits = options.connectionLimits ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({ logger, trustProxy, bodyLimit: JSON_BODY_LIMIT, ...connectionOptions(limits) });
  app.server.maxConnections = limits.maxConnections;
  const now = options.now ?? (() => new Date());
  const storageFaults = storageFaultLog(app.log, now);
  const db = guardDatabase(options.db, options.databaseTimeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS, now, storageFaults.worked);

  await app.register(waitForHandlersOnClose);
  await app.register(drain);
  const metrics = createServerMetrics({ databasePool: () => options.db.poolCounts?.(), mailCounts: () => countOutboxByState(db) });
  await app.register(metricsPlugin, { metrics, endpoint: options.metrics?.endpoint });
  await app.register(errorAnswers, { storageFaults });
  // First of the hooks: every refusal after it (bad input, too many requests, a failing database) carries the headers.
  await app.register(cors, { origins: options.corsOrigins ?? [] });
  await app.register(jsonBody);
  await app.register(inputGuard);
  // The built site's stylesheets go into each rendered page; the policy lets exactly those in.
  const styles = distDir ? inlineStyles(distDir) : null;
  await app.register(securityHeaders, { services: options.siteServices ?? NO_SERVICES, inlineStyles: styles ? [styles.source] : [] });
  await app.register(compression);
  await app.register(rateLimit, { write: writeRateLimit, read: readRateLimit, store: options.limitStore ?? defaultLimitStore(db), db });
  await app.register(multipart);
  // The staff workspace's session, XSRF and ceremony cookies (issue 22); nothing else reads or sets cookies.
  await app.register(fastifyCookie);
  // DATA_DIR: uploads and caches live under it.
  await app.register(health, { db, dataDir: path.dirname(options.uploadsDir), readiness: () => app.lifecycle.readiness() });
  // Mail leaves the request path (issue 26): routes queue it, this job sends it.
  const sender = options.mailer && outboxSenderJob({ db, mailer: options.mailer });
  const outboxSender = sender && new JobRunner(sender, now, app.log, (outcome) => metrics.jobRun(sender.name, outcome));
  const mailQueued = () => void outboxSender?.nudge();
  const siteUrl = options.siteUrl ?? 'http://localhost:8080';
  // Issue 25: the matcher is nudged by every catalog change (below), so a unit's new matches are recorded within
  // seconds, and it nudges the alert mails when it leaves matches waiting: an instant alert goes out at once.
  const mailJob = alertMailJob({ db, siteUrl, mailQueued });
  const alertMails = new JobRunner(mailJob, now, app.log, (outcome) => metrics.jobRun(mailJob.name, outcome));
  const matcherJob = alertMatcherJob(db, () => void alertMails.nudge());
  const alertMatcher = new JobRunner(matcherJob, now, app.log, (outcome) => metrics.jobRun(matcherJob.name, outcome));
  const siteOrigins = [...new Set([siteUrl, ...(options.siteOrigins ?? [])].map((address) => new URL(address).origin))];
  const catalogCacheMs = options.catalogCacheMs ?? DEFAULT_CATALOG_CACHE_MS;
  const context: ApiContext = {
    db,
    captcha: options.captcha ?? localCaptcha(db),
    mailQueued,
    uploads: new UploadStore(options.uploadsDir),
    imageVariants: new VariantCache(options.imageCacheDir, (hit) => metrics.cacheLookup('image', hit)),
    now,
    siteUrl,
    siteOrigins,
    stayTaxes: options.stayTaxes ?? stayTaxRules({}),
    catalogCache: new ReadCache(catalogCacheMs, () => now().getTime(), { onLookup: (hit) => metrics.cacheLookup('read', hit) }),
    ...app.clientLimits.routes,
    staffOnly: staffGuard({ db, now, siteOrigins }),
  };
  await app.register(apiRoutes, { context, operatorKey: options.operatorKey });
  await app.register(backgroundJobs, { context, outboxSender, alertMatcher, alertMails, warmImages: options.warmImages, onJobRun: metrics.jobRun });
  await app.register(site, {
    distDir,
    publicOrigin: context.siteUrl,
    siteOrigins: [siteUrl, ...(options.siteOrigins ?? [])],
    cacheMs: catalogCacheMs,
    now: () => now().getTime(),
    styles,
    pageReads: app.clientLimits.pageReads,
    workspace: { db, now },
    deadlineMs: options.renderDeadlineMs,
    onOutcome: metrics.render,
    onPageCacheLookup: (hit) => metrics.cacheLookup('page', hit),
  });
  await app.register(catalogChanges, {
    db: options.db,
    changed: () => {
      // Nothing to forget when nothing is kept.
      if (catalogCacheMs > 0) {
        context.catalogCache.clear();
        app.forgetRenderedPages();
      }
      void app.matchAlerts();
    },
  });
  return app;
}
