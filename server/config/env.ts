import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { stayTaxRules, type StayTaxRules } from '@/config';
import { parseHostList } from '@/shared/hostList';
import { DEFAULT_CATALOG_CACHE_MS, DEFAULT_READ_RATE_LIMIT, DEFAULT_WRITE_RATE_LIMIT } from './defaults';
import { DEFAULT_TOUR_HOSTS, type SiteServices } from '../security/site-policy';

type TrustProxy = FastifyServerOptions['trustProxy'];

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  databaseUrl?: string;
  /** A Redis for the rate limits' counts (REDIS_URL); unset: the database on PostgreSQL, memory on the embedded one. */
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The site's own address, for the links in mails. */
  siteUrl: string;
  recaptchaSecret?: string;
  /** Writes per client per minute. */
  writeRateLimit: number;
  /** API reads per client per minute, all together (READ_RATE_LIMIT; 0 turns the limit off). */
  readRateLimit: number;
  /** How long catalog GETs are served from memory (CATALOG_CACHE_SECONDS; 0 turns the cache off). */
  catalogCacheMs: number;
  trustProxy: TrustProxy;
  /** What the built site loads from outside, for its Content-Security-Policy. */
  siteServices: SiteServices;
  /** Origins of sites hosted elsewhere that may call the API from the browser (CORS_ORIGINS); empty: none. */
  corsOrigins: string[];
  /** Origins besides SITE_URL's that this server is reached by and renders pages for (SITE_ORIGINS). */
  siteOrigins: string[];
  /** How much the server logs (LOG_LEVEL): one of pino's levels. */
  logLevel: LogLevel;
  /** The lodging taxes of a short-term stay (VITE_STAY_TAXES, VITE_STAY_TAXED_BELOW_NIGHTS: as the site is built). */
  stayTaxes: StayTaxRules;
  /** Where `GET /metrics` is served (METRICS_PORT on METRICS_HOST, METRICS_KEY as a bearer); port unset or 0: nowhere. */
  metrics?: { port: number; host: string; key?: string };
}

/** A variable set to nothing is not set: the keys of a copied .env.example are all empty (issue 8). */
const unset = (value: unknown) => (value === '' ? undefined : value);

/** A text variable; `fallback` when it is not set. */
const text = (fallback: string) => z.preprocess(unset, z.string().default(fallback));
const optionalText = z.preprocess(unset, z.string().optional());

/** A variable holding a whole number from `min` to `max`; `fallback` when it is not set. */
function wholeNumber(name: string, min: number, fallback: number, { max = Number.MAX_SAFE_INTEGER, expected = `a whole number of at least ${min}` } = {}) {
  return optionalText.transform((value, context) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (/^\s*\d+\s*$/.test(value) && number >= min && number <= max) return number;
    context.addIssue({ code: 'custom', message: `${name} must be ${expected}, got '${value}'` });
    return z.NEVER;
  });
}

const port = wholeNumber('PORT', 0, 8080, { max: 65535, expected: 'a port number' });

/**
 * TRUST_PROXY: 'true', 'false', a hop count (e.g. '1': a load balancer in front), or addresses/ranges (e.g.
 * 'loopback,10.0.0.0/8'). Default loopback: a proxy on this machine is believed about the client's address, a client
 * claiming another address (X-Forwarded-For) is not. Fastify refuses a plain hop count (it cannot tell a proxy from a
 * client that connects directly), so a count believes the `hops` proxies nearest the server, whatever their address:
 * for a server only a load balancer can reach.
 */
const trustProxy = optionalText.transform((value): TrustProxy => {
  if (value === undefined) return 'loopback';
  if (/^\d+$/.test(value.trim())) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value === 'true' || value === 'false' ? value === 'true' : value;
});

/** TOUR_HOSTS: unset means the default real tour hosts; 'none' means only the tours the local API serves. */
const tourHosts = optionalText.transform((value) => {
  if (value === undefined) return DEFAULT_TOUR_HOSTS;
  return value.trim() === 'none' ? [] : parseHostList(value);
});

/**
 * A list of origins exactly as a browser sends them (scheme, host, port, no path, no wildcard): 'https://www.example.com,
 * http://127.0.0.1:4182'. Undefined when the variable is not set.
 */
function originList(name: string) {
  return optionalText.transform((value, context) => {
    if (value === undefined) return undefined;
    const origins = parseHostList(value).map((listed) => listed.replace(/\/$/, ''));
    const wrong = origins.find((origin) => !URL.canParse(origin) || new URL(origin).origin !== origin);
    if (wrong === undefined) return origins;
    context.addIssue({ code: 'custom', message: `${name} must list origins such as https://www.example.com (no path, no wildcard), got '${wrong}'` });
    return z.NEVER;
  });
}

/**
 * CORS_ORIGINS: the origins of sites on other hosts that may call the API (plugins/cors.ts), compared with the Origin
 * header as it is.
 */
const corsOrigins = originList('CORS_ORIGINS');

/**
 * SITE_ORIGINS: the origins besides SITE_URL's that this server is reached by (another name, the address a proxy or
 * health check uses). Pages are rendered only for these and SITE_URL's: their image URLs are absolute on the origin
 * asked, and the Host header is the client's to choose. Unset: this machine by name and by address on PORT, so
 * `npm start` works as it is.
 */
const siteOrigins = originList('SITE_ORIGINS');

/**
 * A URL variable whose scheme must be one of `schemes` (e.g. SITE_URL: the links in every mail start with it, so a
 * typo must stop the start rather than mail dead links). The message never repeats the value: it may hold a password.
 */
function url(name: string, schemes: readonly string[], example: string) {
  return optionalText.refine((value) => value === undefined || (URL.canParse(value) && schemes.includes(new URL(value).protocol)), {
    message: `${name} must be a URL such as ${example}`,
  });
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const logLevel = z.preprocess(unset, z.enum(LOG_LEVELS, { error: (issue) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${String(issue.input)}'` }).default('info'));

/**
 * Every variable the local API reads (README, .env.example, docs/api.md), with the defaults of design.md section 3.
 * The site's `VITE_*` values are read as Vite reads them (an empty value means the page's own origin or no service):
 * the pages' Content-Security-Policy lets in exactly the services the site was built with.
 */
const envSchema = z
  .object({
    PORT: port,
    HOST: text('0.0.0.0'),
    DATA_DIR: text('./data'),
    DIST_DIR: text('./dist'),
    DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database'),
    REDIS_URL: url('REDIS_URL', ['redis:', 'rediss:'], 'redis://localhost:6379'),
    SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:'], 'smtps://user:password@mail.example.com'),
    MAIL_FROM: text('no-reply@limestoneliving.example'),
    SITE_URL: url('SITE_URL', ['http:', 'https:'], 'https://www.example.com'),
    RECAPTCHA_SECRET: optionalText,
    WRITE_RATE_LIMIT: wholeNumber('WRITE_RATE_LIMIT', 1, DEFAULT_WRITE_RATE_LIMIT.max),
    READ_RATE_LIMIT: wholeNumber('READ_RATE_LIMIT', 0, DEFAULT_READ_RATE_LIMIT.max),
    CATALOG_CACHE_SECONDS: wholeNumber('CATALOG_CACHE_SECONDS', 0, DEFAULT_CATALOG_CACHE_MS / 1000),
    TRUST_PROXY: trustProxy,
    CORS_ORIGINS: corsOrigins,
    SITE_ORIGINS: siteOrigins,
    LOG_LEVEL: logLevel,
    VITE_DATA_HOSTS: optionalText,
    VITE_ASSET_HOSTS: optionalText,
    VITE_RECAPTCHA_SITE_KEY: optionalText,
    VITE_GTM_ID: optionalText,
    VITE_STAY_TAXES: optionalText,
    VITE_STAY_TAXED_BELOW_NIGHTS: optionalText,
    VITE_ADS_CONVERSION_ID: optionalText,
    TOUR_HOSTS: tourHosts,
    // 0, the default, serves no metrics.
    METRICS_PORT: wholeNumber('METRICS_PORT', 0, 0, { max: 65535, expected: 'a port number' }),
    METRICS_HOST: text('127.0.0.1'),
    METRICS_KEY: optionalText,
  })
  .transform(
    (env): ServerEnv => ({
      port: env.PORT,
      host: env.HOST,
      dataDir: path.resolve(env.DATA_DIR),
      distDir: path.resolve(env.DIST_DIR),
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      recaptchaSecret: env.RECAPTCHA_SECRET,
      writeRateLimit: env.WRITE_RATE_LIMIT,
      readRateLimit: env.READ_RATE_LIMIT,
      catalogCacheMs: env.CATALOG_CACHE_SECONDS * 1000,
      trustProxy: env.TRUST_PROXY,
      siteServices: {
        dataHosts: parseHostList(env.VITE_DATA_HOSTS),
        assetHosts: parseHostList(env.VITE_ASSET_HOSTS),
        recaptcha: Boolean(env.VITE_RECAPTCHA_SITE_KEY),
        tagManager: Boolean(env.VITE_GTM_ID),
        adsConversion: Boolean(env.VITE_ADS_CONVERSION_ID),
        tourHosts: env.TOUR_HOSTS,
      },
      corsOrigins: env.CORS_ORIGINS ?? [],
      siteOrigins: env.SITE_ORIGINS ?? [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`],
      logLevel: env.LOG_LEVEL,
      stayTaxes: stayTaxRules({ VITE_STAY_TAXES: env.VITE_STAY_TAXES, VITE_STAY_TAXED_BELOW_NIGHTS: env.VITE_STAY_TAXED_BELOW_NIGHTS }),
      metrics: env.METRICS_PORT === 0 ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST, key: env.METRICS_KEY },
    }),
  );

/** A variable with a value the server cannot run with: the message names each such variable, one per line. */
export class EnvError extends Error {}

/** The local API's configuration, parsed once from the environment at start; a bad value throws an EnvError. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => issue.message).join('\n'));
}
