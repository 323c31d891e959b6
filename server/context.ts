import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import type { StayTaxRules } from '@/config';
import type { Captcha } from './captcha/captcha';
import type { Database } from './db/database';
import type { VariantCache } from './images/variant-cache';
import type { ReadCache } from './http/read-cache';
import type { StaffOnly } from './staff/guard';
import type { UploadStore } from './storage/uploads';

/** What the route modules share; built once by `buildApp`. */
export interface ApiContext {
  db: Database;
  captcha: Captcha;
  /**
   * Call after a write that queued mail has committed: this process's outbox sender sends it at once instead of at its
   * next round (a no-op without SMTP_URL, where mail stays queued in the outbox). Never awaited by a request.
   */
  mailQueued: () => void;
  uploads: UploadStore;
  /** Rendered widths of stored images (`api/asset/download/{id}?w=`). */
  imageVariants: VariantCache;
  now: () => Date;
  /** The lodging taxes of a short-term stay (VITE_STAY_TAXES, as the site was built with). */
  stayTaxes: StayTaxRules;
  /** Where the site is, for the links in mails, robots.txt and sitemap.xml (SITE_URL): never taken from a request. */
  siteUrl: string;
  /** The site's own origins: SITE_URL's and SITE_ORIGINS' (staff writes and passkeys come only from these). */
  siteOrigins: string[];
  catalogCache: ReadCache;
  /** Route options that put a write behind the per-client rate limit. */
  write: RouteShorthandOptions;
  /** Route options that count an API read against the client's one budget of reads (empty when reads are not limited). */
  read: RouteShorthandOptions;
  /** Route options for the staff workspace's routes (server/staff/guard.ts): the signed-in member, role, CSRF. */
  staffOnly: StaffOnly;
}

/** The app as the API routes see it: each declares its params, query and body as zod schemas, checked before it runs. */
export type ApiInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
