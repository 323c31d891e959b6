import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditableUnit, UnitBulk } from '../catalogEdits';
import { showUnits } from './getCommunityUnits';
import { conflictOf, staffApi } from './staffApi';

/** `POST api/staff/catalog/units/bulk`: one action on the selected units, all or none; the changed units as they now are. */
export async function bulkChangeUnits(bulk: UnitBulk): Promise<EditableUnit[]> {
  return staffApi.post<EditableUnit[]>('catalog/units/bulk', bulk);
}

/** The stale units of a refused bulk action (409), as they now are; nothing was written. */
export const bulkConflictOf = (error: unknown) => conflictOf<EditableUnit[]>(error);

/** A bulk action on a community's units: the grid shows the changed units, or after a 409 the stale ones as they now are. */
export function useBulkChangeUnits(community: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkChangeUnits,
    onSuccess: (units) => showUnits(client, community, units),
    onError: (error) => {
      const conflict = bulkConflictOf(error);
      if (conflict) showUnits(client, community, conflict.current);
    },
  });
}
