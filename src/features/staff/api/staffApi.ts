import axios from 'axios';
import { http } from '@/lib/http';
import { reportIfUnauthorized } from './sessionEnd';

/**
 * The workspace's requests to `api/staff/*` on the server that serves the site (the staff area is never pointed at
 * other data hosts). The site's one axios instance sends the `XSRF-TOKEN` cookie's value as `X-XSRF-TOKEN` on every
 * same-origin write, which the staff routes require (issue 22). A 401 is reported to the workspace's frame (the
 * session ended) before the caller sees it.
 */
const url = (path: string) => `/api/staff/${path}`;

async function answer<T>(request: Promise<{ data: T }>): Promise<T> {
  try {
    return (await request).data;
  } catch (error) {
    reportIfUnauthorized(error);
    throw error;
  }
}

export const staffApi = {
  get<T>(path: string, options: { signal?: AbortSignal; params?: Record<string, unknown> } = {}): Promise<T> {
    return answer(http.get<T>(url(path), options));
  },
  post<T>(path: string, body?: unknown, options: { params?: Record<string, unknown>; headers?: Record<string, string> } = {}): Promise<T> {
    return answer(http.post<T>(url(path), body ?? {}, options));
  },
  put<T>(path: string, body: unknown, options: { params?: Record<string, unknown> } = {}): Promise<T> {
    return answer(http.put<T>(url(path), body, options));
  },
  patch<T>(path: string, body: unknown): Promise<T> {
    return answer(http.patch<T>(url(path), body));
  },
  delete<T>(path: string): Promise<T> {
    return answer(http.delete<T>(url(path)));
  },
};

/**
 * The server's answer when someone else changed a record first (409): its message and the record as it now is. Here,
 * beside the requests, rather than in a file of its own: the lead's page and the listings (two chunks) share it, and
 * this module is already in the workspace's chunk, so no extra chunk is split off for it.
 */
export function conflictOf<T>(error: unknown): { message: string; current: T } | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return undefined;
  const body = error.response.data as { message?: string; current?: T } | undefined;
  return body?.current ? { message: body.message ?? '', current: body.current } : undefined;
}
