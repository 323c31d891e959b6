import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A random key of `bytes * 8` bits, URL-safe. */
export function newKey(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Compares a presented key with the real one in constant time, so timing reveals nothing about it. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
