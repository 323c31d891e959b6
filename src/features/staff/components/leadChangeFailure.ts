import { serverMessage } from '@/lib/http';
import { leadConflictOf } from '../api/changeLead';

export const CONFLICT_TEXT = 'Someone changed this lead while you had it open';

/** What a failed change of a lead tells the agent. */
export function leadChangeFailure(error: unknown): string {
  return leadConflictOf(error) ? CONFLICT_TEXT : (serverMessage(error) ?? 'The change was not saved. Please try again.');
}
