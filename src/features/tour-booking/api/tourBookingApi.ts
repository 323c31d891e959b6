import axios from 'axios';
import { answeredWith, http } from '@/lib/http';
import type { TourConflict } from '../types';

/**
 * Requests to `api/tour-booking/*` on the server that serves the site: tours are booked with the local API itself,
 * never with another data host.
 */
const url = (path: string) => `/api/tour-booking/${path}`;

export const tourBookingApi = {
  async get<T>(path: string, options: { signal?: AbortSignal; params?: Record<string, unknown> } = {}): Promise<T> {
    return (await http.get<T>(url(path), options)).data;
  },
  async post<T>(path: string, body: unknown = {}, params?: Record<string, unknown>): Promise<T> {
    return (await http.post<T>(url(path), body, { params })).data;
  },
};

/** A 409 answer: the time was taken meanwhile, with the nearest free ones; undefined for any other failure. */
export function tourConflict(error: unknown): TourConflict | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return undefined;
  const body = error.response.data as Partial<TourConflict> | undefined;
  return { message: body?.message ?? 'That time was just taken', alternatives: Array.isArray(body?.alternatives) ? body.alternatives : [] };
}

/** A 404 answer: the link's key is not (or no longer) known. */
export const isNotFound = (error: unknown) => answeredWith(error, 404);
