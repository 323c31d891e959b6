import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GuardedDatabase } from '../storage/guarded-database';

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
 */
export async function health(app: FastifyInstance, { db, dataDir }: { db: GuardedDatabase; dataDir: string }): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    const [database, files] = await Promise.all([db.health(), filesHealth(dataDir)]);
    const ok = database === 'ok' && files === 'ok';
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'failing', database, files });
  });
}
