import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { MAX_IMAGE_BYTES } from '@/features/sublets/rules';
import { localCaptcha, type Captcha } from './captcha';
import type { ApiContext } from './context';
import type { Database } from './db/database';
import { DEFAULT_CATALOG_CACHE_MS, DEFAULT_WRITE_RATE_LIMIT, type WriteRateLimit } from './defaults';
import { ValidationError, type HttpError } from './http-errors';
import { VariantCache } from './images/variant-cache';
import { warmFirstScreenImages } from './images/warm';
import { waitForHandlersOnClose } from './in-flight';
import type { Mailer } from './mail/outbox';
import { ReadCache } from './read-cache';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAssetRoutes } from './routes/assets';
import { registerCaptchaRoutes } from './routes/captcha';
import { registerDataRoutes } from './routes/data';
import { registerMailRoutes } from './routes/mail';
import { registerOperatorRoutes } from './routes/operator';
import { registerSeoRoutes, SEO_FILES } from './routes/seo';
import { registerSubletImageRoutes } from './routes/sublet-images';
import { registerSubletRoutes } from './routes/sublets';
import { registerTourRoutes } from './routes/tours';
import { NO_SERVICES, registerSecurityHeaders, type SiteServices } from './security-headers';
import { UploadStore } from './uploads';

export interface AppOptions {
  /** Opened (and migrated) by the caller, who also closes it. */
  db: Database;
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
  /** Absent: mail is stored in the outbox only. */
  mailer?: Mailer;
  /** Per-client limit on each write endpoint (reads are never limited). */
  writeRateLimit?: WriteRateLimit;
  /** Enables `POST api/admin/operator` for `npm run admin` with this key. */
  operatorKey?: string;
  /** How long catalog GETs are served from memory; 0 turns the cache off. */
  catalogCacheMs?: number;
  /** What the built site loads from outside (its Content-Security-Policy); default: nothing. */
  siteServices?: SiteServices;
  now?: () => Date;
}


/** JSON bodies are forms, never files: anything larger is refused before it is parsed. */
const JSON_BODY_LIMIT = 64 * 1024;

/** Builds the HTTP app without listening, so tests can `inject` requests into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, distDir, logger = false, trustProxy = 'loopback', writeRateLimit = DEFAULT_WRITE_RATE_LIMIT } = options;
  const app = Fastify({ logger, trustProxy, bodyLimit: JSON_BODY_LIMIT });
  const now = options.now ?? (() => new Date());
  const context: ApiContext = {
    db,
    captcha: options.captcha ?? localCaptcha(db),
    mailer: options.mailer,
    uploads: new UploadStore(options.uploadsDir),
    imageVariants: new VariantCache(options.imageCacheDir),
    now,
    catalogCache: new ReadCache(options.catalogCacheMs ?? DEFAULT_CATALOG_CACHE_MS, () => now().getTime()),
    write: { config: { rateLimit: { max: writeRateLimit.max, timeWindow: writeRateLimit.timeWindowMs } } },
  };

  // Every error answers `{ message }` (the site reads `response.data.message`): the visitor's own mistakes with
  // their 4xx status and text, anything else as a 500 whose details stay in the log.
  waitForHandlersOnClose(app);
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong on our side; please try again later' });
    }
    return reply.code(status).send(error instanceof ValidationError ? { message: error.message, errors: error.errors } : { message: error.message });
  });
  registerSecurityHeaders(app, options.siteServices ?? NO_SERVICES);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, limit) => ({
      statusCode: 429,
      message: `Too many requests: please wait ${limit.after} and try again`,
    }),
  });
  await app.register(fastifyMultipart, {
    // One image per request (spec section 7); one byte under the limit is the largest file accepted.
    limits: { fileSize: MAX_IMAGE_BYTES - 1, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.get('/api/health', async () => ({ status: 'ok' }));
  registerDataRoutes(app, context);
  registerAssetRoutes(app, context);
  if (options.warmImages) warmFirstScreenImages(app, context);
  registerSubletRoutes(app, context);
  registerSubletImageRoutes(app, context);
  registerMailRoutes(app, context);
  registerAnalyticsRoutes(app, context);
  registerCaptchaRoutes(app, context);
  registerSeoRoutes(app, context);
  await registerTourRoutes(app, context);
  if (options.operatorKey) registerOperatorRoutes(app, context, options.operatorKey);

  if (distDir && existsSync(distDir)) await registerSite(app, distDir);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD') || !distDir || !existsSync(distDir)) {
      return reply.code(404).send({ message: `Nothing at ${request.method} ${request.url.split('?')[0]}` });
    }
    // Deep links (/floorplans/12, /sublets/abc) are routes of the single-page app.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
}

async function registerSite(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    wildcard: false,
    // The build writes .br and .gz beside scripts, styles and pages (scripts/vite/precompress.ts): no compressing per request.
    preCompressed: true,
    // Generated from the database (routes/seo.ts); a copy in the build must not shadow them.
    globIgnore: SEO_FILES,
    setHeaders(reply, filePath) {
      // Hashed file names change with their content, so they can be cached forever; index.html must not be.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
