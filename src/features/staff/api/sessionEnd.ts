import { answeredWith } from '@/lib/http';

/**
 * A 401 from the staff API after sign-in means the session ended (30 minutes idle, 12 hours at most, signed out
 * elsewhere, or the account disabled). Every staff request reports it here, and the workspace's frame listens, so a
 * page need not handle it itself.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function isUnauthorized(error: unknown): boolean {
  return answeredWith(error, 401);
}

export function reportIfUnauthorized(error: unknown): void {
  if (isUnauthorized(error)) listeners.forEach((listener) => listener());
}
