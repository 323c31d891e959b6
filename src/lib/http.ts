import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { config } from '@/config';

/**
 * The one HTTP client of the site (spec section 7): no timeout, XSRF cookie/header names of the data hosts,
 * and any 2xx counts as success.
 */
export const http: AxiosInstance = axios.create({
  timeout: 0,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  validateStatus: (status) => status >= 200 && status < 300,
});

/** A network failure or a 5xx is worth one more try on another host; a 4xx or a cancelled request is not. */
export function isRetryable(error: unknown): boolean {
  if (!axios.isAxiosError(error) || axios.isCancel(error) || error.code === 'ERR_CANCELED') return false;
  return error.response === undefined || error.response.status >= 500;
}

/** The message the server put in an error body (`response.data.message`), if any. */
export function serverMessage(error: unknown): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const message: unknown = (error.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const HOST_INDEX_KEY = 'dataHostIndex';

/** sessionStorage when the browser lets us use it (it can throw in private modes), else memory for this page. */
function defaultStore(): KeyValueStore {
  try {
    window.sessionStorage.setItem('storage-probe', '1');
    window.sessionStorage.removeItem('storage-probe');
    return window.sessionStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}

export interface DataClientOptions {
  hosts: string[];
  store?: KeyValueStore;
  client?: AxiosInstance;
}

export interface DataClient {
  /** GET `{host}api/data/{path}`: round-robin over the hosts, one retry on the next host. */
  get<T>(path: string, options?: { signal?: AbortSignal }): Promise<T>;
  /** POST `{host}api/{path}` on the next host; writes are never retried, so nothing is sent twice. */
  post<T>(path: string, body?: unknown, options?: AxiosRequestConfig): Promise<T>;
  /** DELETE `{host}api/{path}` on the next host. */
  delete<T>(path: string, options?: AxiosRequestConfig): Promise<T>;
}

export function createDataClient({ hosts, store = defaultStore(), client = http }: DataClientOptions): DataClient {
  if (hosts.length === 0) throw new Error('At least one data host is required');

  /** Takes the host whose turn it is and hands the turn to the next one. */
  function takeHostIndex(): number {
    const stored = Number.parseInt(store.getItem(HOST_INDEX_KEY) ?? '0', 10);
    const index = Number.isInteger(stored) && stored >= 0 ? stored % hosts.length : 0;
    store.setItem(HOST_INDEX_KEY, String((index + 1) % hosts.length));
    return index;
  }

  return {
    async get<T>(path: string, options: { signal?: AbortSignal } = {}) {
      const first = takeHostIndex();
      try {
        return (await client.get<T>(`${hosts[first]}api/data/${path}`, options)).data;
      } catch (error) {
        if (!isRetryable(error)) throw error;
        const next = (first + 1) % hosts.length;
        return (await client.get<T>(`${hosts[next]}api/data/${path}`, options)).data;
      }
    },
    async post<T>(path: string, body?: unknown, options?: AxiosRequestConfig) {
      return (await client.post<T>(`${hosts[takeHostIndex()]}api/${path}`, body, options)).data;
    },
    async delete<T>(path: string, options?: AxiosRequestConfig) {
      return (await client.delete<T>(`${hosts[takeHostIndex()]}api/${path}`, options)).data;
    },
  };
}

let sharedClient: DataClient | undefined;

/** The site's data client, built on first use from the configured hosts. */
export function dataClient(): DataClient {
  sharedClient ??= createDataClient({ hosts: config.dataHosts() });
  return sharedClient;
}
