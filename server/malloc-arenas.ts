/**
 * The server's C allocator keeps at most two arenas (glibc's `MALLOC_ARENA_MAX`): docs/decisions/034. glibc reads the
 * variable when the process starts, so a server started without it replaces itself (`execve`: same pid, same
 * arguments, same open files) with one that has it, before it opens anything. An operator's own value is kept.
 */
const ARENAS = '2';

/** Whether this process must restart itself with the arena limit: on Linux (glibc's variable), when none is set. */
export function needsArenaLimit(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): boolean {
  return platform === 'linux' && env.MALLOC_ARENA_MAX === undefined;
}

export function limitMallocArenas(): void {
  // `execve` exists where the platform has it (not on Windows, where glibc's variable means nothing anyway).
  if (!needsArenaLimit(process.platform, process.env) || !process.execve) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, MALLOC_ARENA_MAX: ARENAS });
}
