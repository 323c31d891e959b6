import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { parseHostList } from '@/shared/hostList';
import { DEFAULT_CATALOG_CACHE_MS, DEFAULT_READ_RATE_LIMIT, DEFAULT_WRITE_RATE_LIMIT } from './defaults';
import { DEFAULT_TOUR_HOSTS, type SiteServices } from '../security/site-policy';

type TrustProxy = FastifyServerOptions['trustProxy'];

/**
 * Believes the `hops` proxies nearest the server, whatever their address. Fastify refuses a plain hop count (it cannot
 * tell a proxy from a client that connects directly), so this is for a server only a load balancer can reach.
 */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  databaseUrl?: string;
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
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be a whole number of at least ${min}, got '${value}'`);
  return number;
}

/**
 * TRUST_PROXY: 'true', 'false', a hop count (e.g. '1': a load balancer in front), or addresses/ranges (e.g.
 * 'loopback,10.0.0.0/8'). Default loopback: a proxy on this machine is believed about the client's address, a client
 * claiming another address (X-Forwarded-For) is not.
 */
function trustProxy(value: string | undefined): TrustProxy {
  if (!value) return 'loopback';
  if (/^\d+$/.test(value.trim())) return trustHops(Number(value));
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/** TOUR_HOSTS: unset means the default real tour hosts; 'none' means only the tours the local API serves. */
function tourHosts(value: string | undefined): string[] {
  if (!value) return DEFAULT_TOUR_HOSTS;
  return value.trim() === 'none' ? [] : parseHostList(value);
}

/**
 * CORS_ORIGINS: 'https://www.example.com, http://127.0.0.1:4182' -> the origins of sites on other hosts that may call
 * the API (plugins/cors.ts). Each must be an origin exactly as a browser sends it (scheme, host, port, no path), since
 * it is compared with the Origin header as it is; there is no wildcard.
 */
function corsOrigins(value: string | undefined): string[] {
  return parseHostList(value).map((listed) => {
    const origin = listed.replace(/\/$/, '');
    if (URL.canParse(origin) && new URL(origin).origin === origin) return origin;
    throw new Error(`CORS_ORIGINS must list origins such as https://www.example.com (no path, no wildcard), got '${origin}'`);
  });
}

/**
 * The services the site was built with, read from the same `VITE_*` variables Vite reads (an empty value means the
 * page's own origin or no service), plus TOUR_HOSTS: hosts of the tours the records embed.
 */
function siteServices(env: NodeJS.ProcessEnv): SiteServices {
  return {
    dataHosts: parseHostList(env.VITE_DATA_HOSTS),
    assetHosts: parseHostList(env.VITE_ASSET_HOSTS),
    recaptcha: Boolean(env.VITE_RECAPTCHA_SITE_KEY),
    tagManager: Boolean(env.VITE_GTM_ID),
    adsConversion: Boolean(env.VITE_ADS_CONVERSION_ID),
    tourHosts: tourHosts(env.TOUR_HOSTS),
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
    siteUrl: (env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    writeRateLimit: wholeNumber('WRITE_RATE_LIMIT', env.WRITE_RATE_LIMIT, DEFAULT_WRITE_RATE_LIMIT.max, 1),
    readRateLimit: wholeNumber('READ_RATE_LIMIT', env.READ_RATE_LIMIT, DEFAULT_READ_RATE_LIMIT.max, 0),
    catalogCacheMs: wholeNumber('CATALOG_CACHE_SECONDS', env.CATALOG_CACHE_SECONDS, DEFAULT_CATALOG_CACHE_MS / 1000, 0) * 1000,
    trustProxy: trustProxy(env.TRUST_PROXY),
    siteServices: siteServices(env),
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
  };
}
