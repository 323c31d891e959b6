import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How a public page's request was answered (pages/page-render.ts). */
export type RenderOutcome = 'cached' | 'rendered' | 'missing_record' | 'browser' | 'past_deadline';

/** The server's in-memory caches whose hits and misses are counted. */
export type CacheName = 'read' | 'page' | 'image';

/** A PostgreSQL pool's connections (pg.Pool's counts). */
export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

/** The outbox's mails by state (queued, sent, failed, held), counted when a scrape asks. */
export type MailCounts = Readonly<Record<string, number>>;

export interface MetricsSources {
  /** The database pool's counts, or undefined where there is no pool (PGlite: one connection in the process). */
  databasePool?: () => PoolCounts | undefined;
  /** Mail by state, asked at each scrape. */
  mailCounts?: () => Promise<MailCounts>;
}

/**
 * What the server counts for Prometheus (issue 26 item 5), in a registry of its own (not prom-client's global one, so
 * each app built in a test starts from zero). Labels come from bounded sets only: a route's pattern, never its URL.
 */
export function createServerMetrics(sources: MetricsSources = {}) {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern, method and status.', labelNames: ['route', 'method', 'status'], registers });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and method.',
    labelNames: ['route', 'method'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  const renders = new Counter({ name: 'page_renders_total', help: 'Public page requests by how the page was made: cached, rendered, browser (left to it), past_deadline.', labelNames: ['outcome'], registers });
  const cacheLookups = new Counter({ name: 'cache_lookups_total', help: 'Cache lookups by cache (read, page, image) and result (hit, miss).', labelNames: ['cache', 'result'], registers });
  const jobRuns = new Counter({ name: 'job_runs_total', help: 'Background job runs by job and outcome (ok, failed).', labelNames: ['job', 'outcome'], registers });
  const { databasePool, mailCounts } = sources;
  if (databasePool) {
    new Gauge({
      name: 'database_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and callers waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const counts = databasePool();
        if (!counts) return;
        for (const [state, value] of Object.entries(counts)) this.set({ state }, value);
      },
    });
  }
  if (mailCounts) {
    new Gauge({
      name: 'mail_outbox',
      help: 'Outbox mails by state: queued, sent, failed, held.',
      labelNames: ['state'],
      registers,
      async collect() {
        // A failing database must not fail the scrape (health and the request metrics say what is wrong): the last
        // counts stay.
        const counts = await mailCounts().catch(() => ({}));
        for (const [state, value] of Object.entries(counts)) this.set({ state }, value);
      },
    });
  }
  return {
    registry,
    request(route: string, method: string, status: number, seconds: number) {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route, method }, seconds);
    },
    render(outcome: RenderOutcome) {
      renders.inc({ outcome });
    },
    cacheLookup(cache: CacheName, hit: boolean) {
      cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
    },
    jobRun(job: string, outcome: 'ok' | 'failed') {
      jobRuns.inc({ job, outcome });
    },
  };
}

export type ServerMetrics = ReturnType<typeof createServerMetrics>;
