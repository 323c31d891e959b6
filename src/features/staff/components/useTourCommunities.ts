import { useSearchFloorplans } from '@/features/properties/api/getSearchFloorplans';
import { communityOptions } from '../filterOptions';

/** The communities whose tours the office keeps (those of the site's search), by name. */
export function useTourCommunities() {
  const search = useSearchFloorplans();
  return { ...search, options: communityOptions(search.data?.map((plan) => plan.property) ?? [], []) };
}
