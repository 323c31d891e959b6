import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { parseHostList } from '@/lib/shared/hostList';
import { DEFAULT_CATALOG_CACHE_MS, DEFAULT_READ_RATE_LIMIT, DEFAULT_WRITE_RATE_LIMIT } from './defaults';
import type { SiteServices } from '../plugins/security-headers';

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  recaptchaSecret?: string;
  /** Writes per client per minute. */
  writeRateLimit: number;
  /** API reads per client per minute, all together (READ_RATE_LIMIT; 0 turns the limit off). */
  readRateLimit: number;
  /** How long catalog GETs are served from memory (CATALOG_CACHE_SECONDS; 0 turns the cache off). */
  catalogCacheMs: number;
  trustProxy: FastifyServerOptions['trustProxy'];
  /** What the built site loads from outside, for its Content-Security-Policy. */
  siteServices: SiteServices;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be a whole number of at least ${min}, got '${value}'`);
  return number;
}

/**
 * TRUST_PROXY: 'true', 'false', or addresses/ranges (e.g. 'loopback,10.0.0.0/8'). Default loopback: a proxy on this
 * machine is believed about the client's address, a client claiming another address (X-Forwarded-For) is not.
 */
function trustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  if (!value) return 'loopback';
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/**
 * The services the site was built with, read from the same `VITE_*` variables Vite reads (an empty value means the
 * page's own origin or no service), plus TOUR_HOSTS: hosts of the virtual tours the records embed.
 */
function siteServices(env: NodeJS.ProcessEnv): SiteServices {
  return {
    dataHosts: parseHostList(env.VITE_DATA_HOSTS),
    assetHosts: parseHostList(env.VITE_ASSET_HOSTS),
    recaptcha: Boolean(env.VITE_RECAPTCHA_SITE_KEY),
    tagManager: Boolean(env.VITE_GTM_ID),
    adsConversion: Boolean(env.VITE_ADS_CONVERSION_ID),
    tourHosts: parseHostList(env.TOUR_HOSTS),
  };
}

/** The local API's configuration from the environment, with the defaults of design.md section 3. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number.parseInt(env.PORT || '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@limestoneliving.example',
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    writeRateLimit: wholeNumber('WRITE_RATE_LIMIT', env.WRITE_RATE_LIMIT, DEFAULT_WRITE_RATE_LIMIT.max, 1),
    readRateLimit: wholeNumber('READ_RATE_LIMIT', env.READ_RATE_LIMIT, DEFAULT_READ_RATE_LIMIT.max, 0),
    catalogCacheMs: wholeNumber('CATALOG_CACHE_SECONDS', env.CATALOG_CACHE_SECONDS, DEFAULT_CATALOG_CACHE_MS / 1000, 0) * 1000,
    trustProxy: trustProxy(env.TRUST_PROXY),
    siteServices: siteServices(env),
  };
}
