import fp from 'fastify-plugin';

/**
 * Makes `app.close()` wait (up to `timeoutMs`) for handlers still at work, e.g. of a client that hung up: the
 * caller closes the database right after, and a handler's next query would otherwise fail against a closed pool.
 */
export const waitForHandlersOnClose = fp<{ timeoutMs?: number }>(
  async (app, { timeoutMs = 10_000 }) => {
    let active = 0;
    let quiet: (() => void) | undefined;
    app.addHook('onRequest', async () => {
      active += 1;
    });
    // Every request that was counted ends in exactly one send, whether it succeeded, failed or was refused.
    app.addHook('onSend', async () => {
      active -= 1;
      if (active === 0) quiet?.();
    });
    app.addHook('onClose', async () => {
      if (active === 0) return;
      await new Promise<void>((resolve) => {
        quiet = resolve;
        setTimeout(resolve, timeoutMs).unref();
      });
    });
  },
  { name: 'wait-for-handlers-on-close' },
);
