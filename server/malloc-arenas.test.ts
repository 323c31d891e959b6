import type { ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { needsArenaLimit } from './malloc-arenas';
import { exited, listeningPort, seededDataDir, startServer } from './test/server-process';

let server: ChildProcess | undefined;
let dataDir = '';

afterEach(async () => {
  if (server && server.exitCode === null) {
    const gone = exited(server);
    server.kill('SIGKILL');
    await gone;
  }
  server = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe('issue 28 memory: the server keeps at most two malloc arenas (docs/decisions/034)', () => {
  it('restarts itself with the limit on Linux when none is set, keeps an operator’s own value, and leaves other systems alone', () => {
    expect(needsArenaLimit('linux', {})).toBe(true);
    expect(needsArenaLimit('linux', { MALLOC_ARENA_MAX: '4' })).toBe(false);
    expect(needsArenaLimit('darwin', {})).toBe(false);
  });

  it.runIf(process.platform === 'linux')('a server started without the variable serves with it, in the very process that was started (its pid receives the signals)', async () => {
    expect(process.env.MALLOC_ARENA_MAX, 'the suite starts servers without the variable').toBeUndefined();
    dataDir = await seededDataDir();
    server = startServer(dataDir);
    await listeningPort(dataDir, server);
    const running = (await readFile(`/proc/${server.pid}/environ`, 'utf8')).split('\0');
    expect(running).toContain('MALLOC_ARENA_MAX=2');
  });
});
