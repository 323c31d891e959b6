import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapEmbedded, type HalCollection } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import { sortFaqs } from '../sortFaqs';
import type { Faq } from '../types';
import { faqKeys } from './keys';

export type ResidentFaqKind = 'general' | 'maintenance';

/** The two resident FAQ collections of spec section 7: general questions and maintenance questions. */
const COLLECTIONS = { general: 'residentFaqs', maintenance: 'maintenanceFaqs' } as const;

export async function getResidentFaqs(kind: ResidentFaqKind, signal?: AbortSignal): Promise<Faq[]> {
  const name = COLLECTIONS[kind];
  const body = await dataClient().get<HalCollection<typeof name, Faq>>(`${name}?projection=withId&size=50`, { signal });
  return sortFaqs(unwrapEmbedded(body, name));
}

export const residentFaqsQueryOptions = (kind: ResidentFaqKind) =>
  queryOptions({ queryKey: faqKeys.resident(kind), queryFn: ({ signal }) => getResidentFaqs(kind, signal) });

export const useResidentFaqs = (kind: ResidentFaqKind) => useQuery(residentFaqsQueryOptions(kind));
