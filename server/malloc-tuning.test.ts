import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { MALLOC_SETTINGS, missingMallocSettings } from './malloc-tuning';
import { killAndRemove, listeningPort, seededDataDir, startServer } from './test/server-process';

let server: ChildProcess | undefined;
let dataDir = '';

afterEach(async () => {
  await killAndRemove(server, dataDir);
  server = undefined;
});

describe('issue 28 memory: the server tunes its C allocator (docs/decisions/034)', () => {
  it('asks for every setting on Linux when none is set, keeps an operator’s own value, and leaves other systems alone', () => {
    expect(missingMallocSettings('linux', {})).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' });
    expect(missingMallocSettings('linux', { MALLOC_ARENA_MAX: '4' })).toEqual({ MALLOC_MMAP_THRESHOLD_: '32768' });
    expect(missingMallocSettings('linux', { MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual({});
    expect(missingMallocSettings('darwin', {})).toEqual({});
  });

  it.runIf(process.platform === 'linux')('a server started without them serves with them, in the very process that was started (its pid receives the signals)', async () => {
    for (const name of Object.keys(MALLOC_SETTINGS)) expect(process.env[name], `the suite starts servers without ${name}`).toBeUndefined();
    dataDir = await seededDataDir();
    server = startServer(dataDir);
    await listeningPort(dataDir, server);
    const running = (await readFile(`/proc/${server.pid}/environ`, 'utf8')).split('\0');
    expect(running).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=32768']));
  });
});
