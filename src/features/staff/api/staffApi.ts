import { http } from '@/lib/http';

/**
 * The workspace's requests to `api/staff/*` on the server that serves the site (the staff area is never pointed at
 * other data hosts). The site's one axios instance sends the `XSRF-TOKEN` cookie's value as `X-XSRF-TOKEN` on every
 * same-origin write, which the staff routes require (issue 22).
 */
const url = (path: string) => `/api/staff/${path}`;

export const staffApi = {
  async get<T>(path: string, options: { signal?: AbortSignal; params?: Record<string, unknown> } = {}): Promise<T> {
    return (await http.get<T>(url(path), options)).data;
  },
  async post<T>(path: string, body?: unknown): Promise<T> {
    return (await http.post<T>(url(path), body ?? {})).data;
  },
  async patch<T>(path: string, body: unknown): Promise<T> {
    return (await http.patch<T>(url(path), body)).data;
  },
  async delete<T>(path: string): Promise<T> {
    return (await http.delete<T>(url(path))).data;
  },
};
