import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapEmbedded, type HalCollection } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import { sortFaqs } from '../sortFaqs';
import type { Faq } from '../types';
import { faqKeys } from './keys';

/** A property's FAQs (spec section 7), in sortOrder. */
export async function getPropertyFaqs(propertyId: number, signal?: AbortSignal): Promise<Faq[]> {
  const body = await dataClient().get<HalCollection<'propertyFaqs', Faq>>(
    `propertyFaqs/search/byPropertyId?projection=withId&propertyId=${propertyId}`,
    { signal },
  );
  return sortFaqs(unwrapEmbedded(body, 'propertyFaqs'));
}

export const propertyFaqsQueryOptions = (propertyId: number) =>
  queryOptions({ queryKey: faqKeys.property(propertyId), queryFn: ({ signal }) => getPropertyFaqs(propertyId, signal) });

export const usePropertyFaqs = (propertyId: number) => useQuery(propertyFaqsQueryOptions(propertyId));
