import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A background job the server runs by itself while it listens. */
export interface ServerJob {
  /** How the log names it. */
  name: string;
  /** The first run, this long after the server starts listening. */
  firstAfterMs: number;
  /** Each next run, this long after the previous one ended. */
  everyMs: number;
  /** One run; its report is logged when any of its counts is not 0. */
  run(now: Date, log: FastifyBaseLogger): Promise<Record<string, number>>;
}

/**
 * Runs `job` repeatedly once `app` listens (an app only injected into, as in most tests, never runs it); on close the
 * next run is cancelled and a run under way is awaited, so it never queries a closed database. A failed run is logged
 * and the job runs again at its next turn.
 */
export function scheduleJob(app: FastifyInstance, job: ServerJob, now: () => Date): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = job
      .run(now(), app.log)
      .then((report) => Object.values(report).some(Boolean) && app.log.info(report, job.name))
      .catch((error: unknown) => app.log.warn({ err: error }, `${job.name} failed; it runs again later`))
      .finally(() => {
        if (!closed) timer = setTimeout(run, job.everyMs).unref();
      });
  };
  app.addHook('onListen', async () => {
    timer ??= setTimeout(run, job.firstAfterMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
