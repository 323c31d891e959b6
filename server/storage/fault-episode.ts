/**
 * One storage fault episode (issue 26): a database outage refused about 20,000 requests in 10 s, and a log line for
 * each buried everything else. The log says when an episode starts, at most once an interval how many requests were
 * refused meanwhile, and when it ends. Reads and writes are followed apart: on a read-only disk reads keep working
 * while every write fails, so a read that works must not end the episode (each write would start a new one).
 */
export interface FaultEpisode {
  startedAt: number;
  failing: { reads: boolean; writes: boolean };
  refusedInAll: number;
  /** When the last line (the start or a summary) was written, and how many were refused since. */
  reportedAt: number;
  refusedSinceReport: number;
}

export type FaultLine =
  | { kind: 'started' }
  | { kind: 'still failing'; refused: number; seconds: number; refusedInAll: number }
  | { kind: 'recovered'; seconds: number; refusedInAll: number };

interface Step {
  episode: FaultEpisode | undefined;
  line?: FaultLine;
}

const secondsBetween = (from: number, to: number) => Math.round((to - from) / 1000);

/** A request refused because a read (`write` false) or a write failed for storage reasons, at `now` (ms). */
export function afterRefusal(episode: FaultEpisode | undefined, write: boolean, now: number, intervalMs: number): Step {
  const kind = write ? 'writes' : 'reads';
  if (!episode) {
    const started = { startedAt: now, failing: { reads: !write, writes: write }, refusedInAll: 1, reportedAt: now, refusedSinceReport: 0 };
    return { episode: started, line: { kind: 'started' } };
  }
  const going = { ...episode, failing: { ...episode.failing, [kind]: true }, refusedInAll: episode.refusedInAll + 1, refusedSinceReport: episode.refusedSinceReport + 1 };
  if (now - episode.reportedAt < intervalMs) return { episode: going };
  const line: FaultLine = { kind: 'still failing', refused: going.refusedSinceReport, seconds: secondsBetween(episode.reportedAt, now), refusedInAll: going.refusedInAll };
  return { episode: { ...going, reportedAt: now, refusedSinceReport: 0 }, line };
}

/** A read or a write that worked: the episode ends once neither reads nor writes are failing. */
export function afterSuccess(episode: FaultEpisode | undefined, write: boolean, now: number): Step {
  if (!episode) return { episode };
  const failing = { ...episode.failing, [write ? 'writes' : 'reads']: false };
  if (failing.reads || failing.writes) return { episode: { ...episode, failing } };
  return { episode: undefined, line: { kind: 'recovered', seconds: secondsBetween(episode.startedAt, now), refusedInAll: episode.refusedInAll } };
}
