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

/** Whether the request was answered with `status` (a 404 that says a record is gone, a 410 that says a link expired). */
export function answeredWith(error: unknown, status: number): boolean {
  return axios.isAxiosError(error) && error.response?.status === status;
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
const WRITE_HOST_INDEX_KEY = 'dataWriteHostIndex';

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
  /**
   * POST `{host}api/{path}` on the write host: the same host until a request to it fails, then the next one.
   * Writes are never retried, so nothing is sent twice; the visitor's own retry goes to the next host.
   */
  post<T>(path: string, body?: unknown, options?: AxiosRequestConfig): Promise<T>;
  /** DELETE `{host}api/{path}` on the write host. */
  delete<T>(path: string, options?: AxiosRequestConfig): Promise<T>;
}

export function createDataClient({ hosts, store = defaultStore(), client = http }: DataClientOptions): DataClient {
  if (hosts.length === 0) throw new Error('At least one data host is required');

  const storedIndex = (key: string): number => {
    const stored = Number.parseInt(store.getItem(key) ?? '0', 10);
    return Number.isInteger(stored) && stored >= 0 ? stored % hosts.length : 0;
  };
  const nextIndex = (index: number) => (index + 1) % hosts.length;

  /** Takes the host whose turn it is and hands the turn to the next one. */
  function takeHostIndex(): number {
    const index = storedIndex(HOST_INDEX_KEY);
    store.setItem(HOST_INDEX_KEY, String(nextIndex(index)));
    return index;
  }

  /**
   * Writes stay off a host that just failed. Were writes to alternate like reads, a form that asks for a captcha
   * token and then sends (two writes per attempt) would land every attempt on the same host, dead or not.
   */
  function hostFailed(index: number, error: unknown): void {
    if (isRetryable(error) && storedIndex(WRITE_HOST_INDEX_KEY) === index) {
      store.setItem(WRITE_HOST_INDEX_KEY, String(nextIndex(index)));
    }
  }

  async function write<T>(send: (host: string) => Promise<{ data: T }>): Promise<T> {
    const index = storedIndex(WRITE_HOST_INDEX_KEY);
    try {
      return (await send(hosts[index])).data;
    } catch (error) {
      hostFailed(index, error);
      throw error;
    }
  }

  return {
    async get<T>(path: string, options: { signal?: AbortSignal } = {}) {
      const first = takeHostIndex();
      try {
        return (await client.get<T>(`${hosts[first]}api/data/${path}`, options)).data;
      } catch (error) {
        if (!isRetryable(error)) throw error;
        hostFailed(first, error);
        return (await client.get<T>(`${hosts[nextIndex(first)]}api/data/${path}`, options)).data;
      }
    },
    post: <T,>(path: string, body?: unknown, options?: AxiosRequestConfig) =>
      write<T>((host) => client.post<T>(`${host}api/${path}`, body, options)),
    delete: <T,>(path: string, options?: AxiosRequestConfig) => write<T>((host) => client.delete<T>(`${host}api/${path}`, options)),
  };
}

let sharedClient: DataClient | undefined;

/** The site's data client, built on first use from the configured hosts. */
export function dataClient(): DataClient {
  sharedClient ??= createDataClient({ hosts: config.dataHosts() });
  return sharedClient;
}
