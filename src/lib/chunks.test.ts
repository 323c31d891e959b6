import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError, loadChunk } from './chunks';

afterEach(() => vi.useRealTimers());

describe('spec 7/8 lazily loaded chunks', () => {
  it('resolves with the module when it loads', async () => {
    await expect(loadChunk('team', async () => ({ default: 'page' }))).resolves.toEqual({ default: 'page' });
  });

  it("turns a failed download into ChunkLoadError 'Loading chunk {n} failed'", async () => {
    const error = await loadChunk('sublets', () => Promise.reject(new TypeError('Failed to fetch'))).catch((e) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(error.message).toBe('Loading chunk sublets failed');
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    let message: string | undefined;
    loadChunk('floorplan', () => new Promise(() => {})).catch((error: Error) => (message = error.message));

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(message).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(message).toBe('Loading chunk floorplan failed');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
