import axios from 'axios';

/**
 * The server's answer when someone else changed the record first (409 `{ message, current }`: a lead, a floor plan,
 * a community), with the record as it now is; undefined for any other failure.
 */
export function conflictOf<T>(error: unknown): { message: string; current: T } | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return undefined;
  const body = error.response.data as Partial<{ message: string; current: T }> | undefined;
  return body?.current ? { message: body.message ?? '', current: body.current } : undefined;
}
