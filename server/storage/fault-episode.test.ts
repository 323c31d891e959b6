import { describe, expect, it } from 'vitest';
import { afterRefusal, afterSuccess, type FaultEpisode, type FaultLine } from './fault-episode';

const MINUTE = 60_000;

/** Runs the events in order from no episode, collecting the lines the log would get. */
function replay(events: [at: number, what: 'read refused' | 'write refused' | 'read worked' | 'write worked'][]) {
  let episode: FaultEpisode | undefined;
  const lines: FaultLine[] = [];
  for (const [at, what] of events) {
    const write = what.startsWith('write');
    const step = what.endsWith('refused') ? afterRefusal(episode, write, at, MINUTE) : afterSuccess(episode, write, at);
    episode = step.episode;
    if (step.line) lines.push(step.line);
  }
  return { episode, lines };
}

describe('issue 26 one log line per storage fault episode', () => {
  it('starts an episode at the first refusal and stays quiet for the rest of the interval', () => {
    const { lines, episode } = replay([
      [0, 'write refused'],
      [1_000, 'read refused'],
      [59_999, 'write refused'],
    ]);
    expect(lines).toEqual([{ kind: 'started' }]);
    expect(episode?.refusedInAll).toBe(3);
  });

  it('sums up at most once an interval with the count refused since the last line', () => {
    const refusals = Array.from({ length: 200 }, (_, index) => [index * 1_000, 'write refused'] as [number, 'write refused']);
    const { lines } = replay(refusals);
    expect(lines).toEqual([
      { kind: 'started' },
      { kind: 'still failing', refused: 60, seconds: 60, refusedInAll: 61 },
      { kind: 'still failing', refused: 60, seconds: 60, refusedInAll: 121 },
      { kind: 'still failing', refused: 60, seconds: 60, refusedInAll: 181 },
    ]);
  });

  it('ends with how long it lasted and how many were refused in all, then a new fault starts a new episode', () => {
    const { lines, episode } = replay([
      [0, 'read refused'],
      [2_000, 'read refused'],
      [9_600, 'read worked'],
      [20_000, 'read refused'],
    ]);
    expect(lines).toEqual([{ kind: 'started' }, { kind: 'recovered', seconds: 10, refusedInAll: 2 }, { kind: 'started' }]);
    expect(episode?.startedAt).toBe(20_000);
  });

  it('is not ended by reads that work while writes fail (a read-only disk), only by a write that works', () => {
    const { lines } = replay([
      [0, 'write refused'],
      [1_000, 'read worked'],
      [2_000, 'write refused'],
      [3_000, 'read worked'],
      [4_000, 'write worked'],
    ]);
    expect(lines).toEqual([{ kind: 'started' }, { kind: 'recovered', seconds: 4, refusedInAll: 2 }]);
  });

  it('needs both to work again when both reads and writes failed', () => {
    const { lines } = replay([
      [0, 'read refused'],
      [1_000, 'write refused'],
      [2_000, 'read worked'],
      [3_000, 'write worked'],
    ]);
    expect(lines).toEqual([{ kind: 'started' }, { kind: 'recovered', seconds: 3, refusedInAll: 2 }]);
  });

  it('writes nothing for work that succeeds with no episode under way', () => {
    expect(replay([[0, 'read worked'], [1, 'write worked']])).toEqual({ episode: undefined, lines: [] });
  });
});
