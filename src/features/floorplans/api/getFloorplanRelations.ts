import { queryOptions } from '@tanstack/react-query';
import type { Faq } from '@/features/faq/types';
import { sortFaqs } from '@/features/faq/sortFaqs';
import { floorplanKeys } from './keys';
import type { FloorplanVariation, SimilarFloorplan, Testimonial, WebSpecial } from '../types';
import { unwrapEmbedded, type HalCollection } from '@/lib/hal';
import { dataClient } from '@/lib/http';

/** The lists spec section 7 fetches per floor plan, by their `_embedded` name. */
interface Relations {
  similarFloorplans: SimilarFloorplan;
  floorplanVariations: FloorplanVariation;
  testimonials: Testimonial;
  webSpecials: WebSpecial;
  floorplanFaqs: Faq;
}
export type RelationName = keyof Relations;

/** Every list the floor plan page shows. */
export const FLOORPLAN_RELATIONS = ['similarFloorplans', 'floorplanVariations', 'testimonials', 'webSpecials', 'floorplanFaqs'] as const satisfies RelationName[];

/** `{name}/search/byFloorplanId?projection=withId&floorplanId={id}`, read from `_embedded.{name}`. */
export async function getFloorplanRelation<Name extends RelationName>(
  name: Name,
  floorplanId: string,
  signal?: AbortSignal,
): Promise<Relations[Name][]> {
  const body = await dataClient().get<HalCollection<Name, Relations[Name]>>(
    `${name}/search/byFloorplanId?projection=withId&floorplanId=${encodeURIComponent(floorplanId)}`,
    { signal },
  );
  const items = unwrapEmbedded(body, name);
  // Spec section 9: FAQ lists sort by sortOrder.
  return (name === 'floorplanFaqs' ? sortFaqs(items as Faq[]) : items) as Relations[Name][];
}

export const floorplanRelationQueryOptions = <Name extends RelationName>(name: Name, floorplanId: string) =>
  queryOptions({
    queryKey: floorplanKeys.relation(floorplanId, name),
    queryFn: ({ signal }) => getFloorplanRelation(name, floorplanId, signal),
  });
