import type { RouteShorthandOptions } from 'fastify';
import type { Captcha } from './security/captcha';
import type { Database } from './db/database';
import type { VariantCache } from './images/variant-cache';
import type { Mailer } from './mail/outbox';
import type { ReadCache } from './http/read-cache';
import type { UploadStore } from './storage/uploads';

/** What the route modules share; built once by `buildApp`. */
export interface ApiContext {
  db: Database;
  captcha: Captcha;
  /** Absent: mail is stored in the outbox only. */
  mailer?: Mailer;
  uploads: UploadStore;
  /** Rendered widths of stored images (`api/asset/download/{id}?w=`). */
  imageVariants: VariantCache;
  now: () => Date;
  /** Where visitors reach the site, e.g. https://www.limestoneliving.example (PUBLIC_ORIGIN), without a final slash. */
  publicOrigin: string;
  catalogCache: ReadCache;
  /** Route options that put a write behind the per-client rate limit. */
  write: RouteShorthandOptions;
  /** Route options that count an API read against the client's one budget of reads (empty when reads are not limited). */
  read: RouteShorthandOptions;
}
