import { afterRefusal, afterSuccess, type FaultEpisode, type FaultLine } from './fault-episode';

/** How often, at most, a storage fault that lasts is summed up in the log. */
export const FAULT_SUMMARY_INTERVAL_MS = 60_000;

interface Log {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface StorageFaultLog {
  /** A request answered 503 because a read or a write failed; `cause` is what failed, already without the statement's parameters. */
  refused(write: boolean, cause: unknown): void;
  /** A read or a write that worked (the guard reports every one). */
  worked(write: boolean): void;
}

/**
 * The log of storage fault episodes (fault-episode.ts) for one app: the start with what failed, a summary at most
 * once an interval, the recovery. The recovery is a warning, not information, so that a log kept to warnings and
 * errors still shows where each episode ended.
 */
export function storageFaultLog(log: Log, now: () => Date, intervalMs = FAULT_SUMMARY_INTERVAL_MS): StorageFaultLog {
  let episode: FaultEpisode | undefined;

  function write(line: FaultLine | undefined, cause?: unknown) {
    if (line?.kind === 'started') log.error({ err: cause }, `storage failing: requests are answered 503 until it recovers; a summary follows at most every ${intervalMs / 1000} s`);
    if (line?.kind === 'still failing') log.error({ refused: line.refused, refusedInAll: line.refusedInAll }, `storage still failing: ${line.refused} requests refused in the last ${line.seconds} s`);
    if (line?.kind === 'recovered') log.warn({ refusedInAll: line.refusedInAll }, `storage recovered after ${line.seconds} s: ${line.refusedInAll} requests were refused`);
  }

  return {
    refused(isWrite, cause) {
      const step = afterRefusal(episode, isWrite, now().getTime(), intervalMs);
      episode = step.episode;
      write(step.line, cause);
    },
    worked(isWrite) {
      if (!episode) return; // the common case: nothing failing, nothing to do
      const step = afterSuccess(episode, isWrite, now().getTime());
      episode = step.episode;
      write(step.line);
    },
  };
}
