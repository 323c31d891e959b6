import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapEmbedded, type HalCollection } from '@/lib/hal';
import { dataClient } from '@/lib/http';
import { spotlightFloorplans } from '../catalog';
import type { Floorplan } from '../types';
import { floorplanKeys } from './keys';

/** The featured floor plans of active properties (spec section 7, `floorplans?projection=spotlight`). */
export async function getSpotlightFloorplans(signal?: AbortSignal): Promise<Floorplan[]> {
  const body = await dataClient().get<HalCollection<'floorplans', Floorplan>>(
    'floorplans?projection=spotlight&size=200',
    { signal },
  );
  return spotlightFloorplans(unwrapEmbedded(body, 'floorplans'));
}

export const spotlightFloorplansQueryOptions = () =>
  queryOptions({ queryKey: floorplanKeys.spotlight(), queryFn: ({ signal }) => getSpotlightFloorplans(signal) });

/** `enabled` false holds the call back (e.g. until the section is about to be seen). */
export const useSpotlightFloorplans = (enabled = true) => useQuery({ ...spotlightFloorplansQueryOptions(), enabled });
