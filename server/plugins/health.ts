import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GuardedDatabase } from '../storage/guarded-database';
import type { Readiness } from './drain';

/**
 * 'ok', or 'failing: ' and why: the directory that holds the caches must exist and take a write. A file is written
 * and removed, since a file system that turned read-only after an error still looks writable to `access()`.
 */
async function filesHealth(directory: string): Promise<string> {
  try {
    if (!(await stat(directory)).isDirectory()) return `failing: ${directory} is not a directory`;
    const probe = path.join(directory, `.health-${process.pid}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
    return 'ok';
  } catch (error) {
    return `failing: ${(error as Error).message}`;
  }
}

/**
 * `GET api/health`, for a supervisor or load balancer: 200 when every part works, else 503, each part saying `ok`
 * or why it fails (issue 15: a health check that answered 200 while every data call failed misled them).
 * `GET api/health/live`: 200 while the process runs, for a supervisor deciding whether to restart it.
 * `GET api/health/ready`: 200 when it serves, else 503: while starting, while shutting down, or when `api/health`
 * fails; for a load balancer deciding whether to send it requests (issue 26).
 */
export async function health(app: FastifyInstance, { db, dataDir, readiness }: { db: GuardedDatabase; dataDir: string; readiness: () => Readiness }): Promise<void> {
  const checks = async () => {
    const [database, files] = await Promise.all([db.health(), filesHealth(dataDir)]);
    return { ok: database === 'ok' && files === 'ok', database, files };
  };
  app.get('/api/health', async (_request, reply) => {
    const { ok, database, files } = await checks();
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'failing', database, files });
  });
  app.get('/api/health/live', async () => ({ status: 'ok' }));
  app.get('/api/health/ready', async (_request, reply) => {
    if (readiness() !== 'serving') return reply.code(503).send({ status: readiness() });
    const { ok, database, files } = await checks();
    // The checks wait behind the queries under way; a shutdown that began meanwhile is the newer truth.
    if (readiness() !== 'serving') return reply.code(503).send({ status: readiness() });
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'failing', database, files });
  });
}
