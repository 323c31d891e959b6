import axios from 'axios';

/** The server's answer when someone else changed a record first (409): its message and the record as it now is. */
export function conflictOf<T>(error: unknown): { message: string; current: T } | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return undefined;
  const body = error.response.data as { message?: string; current?: T } | undefined;
  return body?.current ? { message: body.message ?? '', current: body.current } : undefined;
}
