/**
 * The server's C allocator (glibc malloc) is told to give memory back instead of keeping the high-water mark of every
 * thread and every large buffer: docs/decisions/034. glibc reads its variables when the process starts, so a server
 * started without them replaces itself (`execve`: same pid, same arguments, same open files) with one that has them,
 * before it opens anything. A value the operator set is kept.
 */
export const MALLOC_SETTINGS = {
  /** At most two arenas: the threads of libuv's pool and V8's workers share them instead of one each. */
  MALLOC_ARENA_MAX: '2',
  /**
   * Blocks of 32 KB and more are mapped on their own and unmapped when freed. By default glibc raises this threshold
   * to the largest block freed so far (a rendered page, a catalog answer), after which such blocks stay in the heap.
   */
  MALLOC_MMAP_THRESHOLD_: '32768',
} as const;

/** The settings this process lacks: on Linux (glibc's variables) only, and none the operator already set. */
export function missingMallocSettings(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): Partial<typeof MALLOC_SETTINGS> {
  if (platform !== 'linux') return {};
  return Object.fromEntries(Object.entries(MALLOC_SETTINGS).filter(([name]) => env[name] === undefined));
}

export function tuneMalloc(): void {
  const missing = missingMallocSettings(process.platform, process.env);
  // `execve` exists where the platform has it (not on Windows, where glibc's variables mean nothing anyway).
  if (Object.keys(missing).length === 0 || !process.execve) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...missing });
}
