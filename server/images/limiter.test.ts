import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

describe('issue 8 image conversions: a bounded number at once', () => {
  it('runs at most max tasks together and the rest in order, each with its own result', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return id * 10;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((id) => limit(task(id))))).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('a failed task frees its place', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('damaged')))).rejects.toThrow('damaged');
    expect(await limit(async () => 'next')).toBe('next');
  });
});
