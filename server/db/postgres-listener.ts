import pg from 'pg';
import type { Listener } from './database';

/** The first wait before listening again after a lost connection; each failed try doubles it, up to LONGEST_RETRY_MS. */
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

/**
 * Hears `channel` on a connection of its own (a pooled connection is shared by statements, and LISTEN belongs to one
 * session). A lost connection (the server restarted, an operator ended the session, the network dropped it) is told
 * to `listener.lost` and never thrown: the process keeps serving, and connects again until it can, then tells
 * `listener.back` (notices sent meanwhile were missed). A first connection that fails is retried the same way.
 * Resolves to the function that stops listening.
 */
export async function listenOnPostgres(connectionString: string, channel: string, listener: Listener): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;
  let missed = false;

  const lose = (error: Error) => {
    if (!missed) listener.lost(error);
    missed = true;
    retry = setTimeout(() => void open(), retryMs);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  const dropped = (client: pg.Client, error: Error) => {
    if (client !== current || stopped) return;
    current = undefined;
    client.end().catch(() => undefined);
    lose(error);
  };

  async function open(): Promise<void> {
    // Keepalive: a connection the network dropped silently is noticed, not listened on forever.
    const client = new pg.Client({ connectionString, keepAlive: true });
    client.on('notification', ({ channel: heardOn, payload }) => {
      if (heardOn === channel) listener.notice(payload ?? '');
    });
    client.on('error', (error) => dropped(client, error));
    client.on('end', () => dropped(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      if (!stopped) lose(error as Error);
      return;
    }
    if (stopped) return void client.end().catch(() => undefined);
    current = client;
    retryMs = FIRST_RETRY_MS;
    if (missed) listener.back();
    missed = false;
  }

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
    current = undefined;
  };
}
