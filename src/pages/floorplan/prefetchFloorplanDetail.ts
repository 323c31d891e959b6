import type { QueryClient } from '@tanstack/react-query';
import { propertyFaqsQueryOptions } from '@/features/faq/api/getPropertyFaqs';
import { floorplanQueryOptions } from '@/features/floorplans/api/getFloorplan';
import { FLOORPLAN_RELATIONS, floorplanRelationQueryOptions } from '@/features/floorplans/api/getFloorplanRelations';
import { folderAssetsQueryOptions } from '@/features/gallery/api/getFolderAssets';
import { propertyQueryOptions } from '@/features/properties/api/getProperty';

/**
 * Starts the requests `useFloorplanDetail` waits for, before the page's code has arrived: the plan and its lists,
 * then (once the plan names them) its property, the property's FAQs and the photo folder. Failures are left to the page's own queries.
 */
export function prefetchFloorplanDetail(client: QueryClient, id: string): void {
  for (const name of FLOORPLAN_RELATIONS) void client.prefetchQuery(floorplanRelationQueryOptions(name, id));
  void client.fetchQuery(floorplanQueryOptions(id)).then(
    (plan) => {
      if (plan.property?.id !== undefined) {
        void client.prefetchQuery(propertyQueryOptions(plan.property.id));
        void client.prefetchQuery(propertyFaqsQueryOptions(plan.property.id));
      }
      if (plan.photosFolderId) void client.prefetchQuery(folderAssetsQueryOptions(plan.photosFolderId));
    },
    () => {},
  );
}
