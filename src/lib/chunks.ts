/** Spec section 8: a script chunk that fails to load surfaces as a ChunkLoadError 'Loading chunk {n} failed'. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(chunk: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed`, options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Spec section 7: lazily loaded chunks give up after 120 seconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Imports a lazily loaded chunk; a failure or a load slower than the timeout becomes a ChunkLoadError. */
export function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, { cause: 'timeout' })), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, { cause }));
      },
    );
  });
}
