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
   * One run, with the app's clock; its report is logged when any of its counts is not 0. Once `stopping` is aborted
   * (the server is shutting down) the run ends at its next safe point: between steps, never inside a transaction or
   * between a claim and what the claim is for.
   */
  run(now: () => Date, log: FastifyBaseLogger, stopping: AbortSignal): Promise<Record<string, number>>;
}

/** How a run ended, for the metrics. */
export type JobOutcome = 'ok' | 'failed';

/**
 * Runs a job on its schedule once started, and at once when nudged (work was queued for it); never two runs at a time
 * in one process: a nudge during a run asks for one more after it. A failed run is logged and the job runs again at
 * its next turn.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private wanted = false;
  private running: Promise<void> | undefined;
  private readonly stopping = new AbortController();

  constructor(
    private readonly job: ServerJob,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    /** Told of each run's end. */
    private readonly onRun?: (outcome: JobOutcome) => void,
  ) {}

  /** Runs the job `firstAfterMs` from now, then every `everyMs` after each run. */
  start(): void {
    if (this.stopping.signal.aborted) return;
    this.started = true;
    this.timer ??= setTimeout(() => void this.nudge(), this.job.firstAfterMs).unref();
  }

  /** A run as soon as the one under way (if any) ends; resolves when the runs asked for so far are done. */
  nudge(): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve();
    this.wanted = true;
    clearTimeout(this.timer);
    this.running ??= this.runWhileWanted();
    return this.running;
  }

  /**
   * No run starts after this; the run under way is told to stop at its next safe point and awaited, so it never
   * queries a closed database.
   */
  async stop(): Promise<void> {
    this.stopping.abort();
    clearTimeout(this.timer);
    await this.running;
  }

  private async runWhileWanted(): Promise<void> {
    // nudge() set `wanted`, so the loop awaits at least once before `running` is cleared.
    while (this.wanted && !this.stopping.signal.aborted) {
      this.wanted = false;
      await this.runOnce();
    }
    this.running = undefined;
    if (this.started && !this.stopping.signal.aborted) this.timer = setTimeout(() => void this.nudge(), this.job.everyMs).unref();
  }

  private async runOnce(): Promise<void> {
    try {
      const report = await this.job.run(this.now, this.log, this.stopping.signal);
      this.onRun?.('ok');
      if (Object.values(report).some(Boolean)) this.log.info(report, this.job.name);
    } catch (error) {
      this.onRun?.('failed');
      this.log.warn({ err: error }, `${this.job.name} failed; it runs again later`);
    }
  }
}

/**
 * Runs `runner`'s job on its schedule once `app` listens (an app only injected into, as in most tests, runs it only
 * when nudged). When the server begins shutting down (`stopping`, the drain) the run under way is told to stop and no
 * run starts after it; on close that run is awaited before the caller closes the database.
 */
export function scheduleJob(app: FastifyInstance, runner: JobRunner, stopping: AbortSignal): void {
  app.addHook('onListen', async () => runner.start());
  stopping.addEventListener('abort', () => void runner.stop(), { once: true });
  app.addHook('onClose', () => runner.stop());
}
