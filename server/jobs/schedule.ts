import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A background job the server runs by itself while it listens. */
export interface ServerJob {
  /** How the log names it. */
  name: string;
  /** The first run, this long after the server starts listening. */
  firstAfterMs: number;
  /** Each next run, this long after the previous one ended. */
  everyMs: number;
  /**
   * One run; its report is logged when any of its counts is not 0. Once `stop` is aborted (the server is shutting
   * down) the run ends at its next safe point: between steps, never inside a transaction or between a claim and
   * what the claim is for.
   */
  run(now: Date, log: FastifyBaseLogger, stop: AbortSignal): Promise<Record<string, number>>;
}

/** How a run ended, for the metrics. */
export type JobOutcome = 'ok' | 'failed';

export interface ScheduleOptions {
  now: () => Date;
  /** Aborted when the server begins shutting down: the run under way is told to stop, and none starts after. */
  stopping: AbortSignal;
  /** Told of each run's end. */
  onRun?: (outcome: JobOutcome) => void;
}

/**
 * Runs `job` repeatedly once `app` listens (an app only injected into, as in most tests, never runs it). When the
 * server begins shutting down (`stopping`) the run under way is asked to stop at a safe point and no next run starts;
 * on close that run is awaited, so it never queries a closed database. A failed run is logged and the job runs again
 * at its next turn.
 */
export function scheduleJob(app: FastifyInstance, job: ServerJob, { now, stopping, onRun }: ScheduleOptions): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = job
      .run(now(), app.log, stopping)
      .then((report) => {
        onRun?.('ok');
        if (Object.values(report).some(Boolean)) app.log.info(report, job.name);
      })
      .catch((error: unknown) => {
        onRun?.('failed');
        app.log.warn({ err: error }, `${job.name} failed; it runs again later`);
      })
      .finally(() => {
        if (!stopping.aborted && !closed) timer = setTimeout(run, job.everyMs).unref();
      });
  };
  app.addHook('onListen', async () => {
    if (!stopping.aborted) timer ??= setTimeout(run, job.firstAfterMs).unref();
  });
  stopping.addEventListener('abort', () => clearTimeout(timer), { once: true });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
