import { unwrapEmbedded, type HalCollection } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import { spotlightFloorplans } from '../catalog';
import type { Floorplan } from '../types';

/** The spec's page size; a portfolio of more plans is read page by page. */
const SPOTLIGHT_PAGE = 'floorplans?projection=spotlight&size=200';

/**
 * The featured floor plans of active properties (spec section 7, `floorplans?projection=spotlight&size=200`). Every
 * page the answer counts is read (issue 28: with more than 200 plans, the featured ones past the first page were lost).
 */
export async function getSpotlightFloorplans(signal?: AbortSignal): Promise<Floorplan[]> {
  const plans: Floorplan[] = [];
  for (let page = 0; ; page += 1) {
    const body = await dataClient().get<HalCollection<'floorplans', Floorplan>>(page === 0 ? SPOTLIGHT_PAGE : `${SPOTLIGHT_PAGE}&page=${page}`, { signal });
    const items = unwrapEmbedded(body, 'floorplans');
    plans.push(...items);
    if (items.length === 0 || page + 1 >= (body?.page?.totalPages ?? 0)) break;
  }
  return spotlightFloorplans(plans);
}
