import { Redis } from 'ioredis';
import { StorageUnavailable } from '../storage/guarded-database';
import type { LimitStore } from './limit-store';

/**
 * One hit on KEYS[1], as the database store counts it (db/queries/rate-limits.ts), in one script (Redis runs a script
 * alone): a key absent or expired starts a window of ARGV[2] ms at 1, a window under ARGV[1] hits counts one more, a
 * full one counts nothing. Returns { counted 1|0, hits, ms left }.
 */
const CONSUME = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits >= tonumber(ARGV[1]) then return {0, hits, redis.call('PTTL', KEYS[1])} end
hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, hits, redis.call('PTTL', KEYS[1])}
`;

/** Gives one hit back to KEYS[1] while its window lasts (an expired key is gone, and stays gone). */
const REFUND = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return hits
`;

interface LimitScripts {
  limitConsume(key: string, max: number, windowMs: number): Promise<[number, number, number]>;
  limitRefund(key: string): Promise<number>;
}

/** Keys of this application in a Redis that may serve others too. */
const PREFIX = 'limestone:limit:';

/**
 * The counts in Redis (REDIS_URL), shared by every process that uses it; windows expire by Redis's own clock. A
 * Redis that cannot be reached fails the request at once with a 503 (storage failing) rather than queueing it, and
 * never lets it through unlimited: a failed captcha must still cost a try.
 */
export async function redisLimitStore(url: string): Promise<LimitStore> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Connection errors are answered per request (503) and ioredis reconnects by itself; without a listener the
  // emitter would throw them.
  redis.on('error', () => {});
  redis.defineCommand('limitConsume', { numberOfKeys: 1, lua: CONSUME });
  redis.defineCommand('limitRefund', { numberOfKeys: 1, lua: REFUND });
  await redis.connect();
  const scripts = redis as unknown as LimitScripts;
  const failing = (error: unknown) => {
    throw new StorageUnavailable(error, true);
  };
  return {
    kind: 'redis',
    async consume(key, max, windowMs) {
      const [counted, hits, ttl] = await scripts.limitConsume(PREFIX + key, max, windowMs).catch(failing);
      return { allowed: counted === 1, hits, resetsInMs: Math.max(0, ttl) };
    },
    async refund(key) {
      await scripts.limitRefund(PREFIX + key).catch(failing);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
