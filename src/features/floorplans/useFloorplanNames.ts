import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { floorplanQueryOptions } from './api/getFloorplan';
import type { Floorplan } from './types';

/** Outside the hook, so React Query re-runs it only when a result changes (a stable `combine`). */
const fetchedPlans = (results: UseQueryResult<Floorplan>[]) => results.map((result) => result.data);

/**
 * Names for the floor plan pills: the list's own plans by their names, and an id from a shared link that is outside
 * the list by the name `floorplans/{id}` gives it. An id no plan has is left out (its pill keeps the number).
 */
export function useFloorplanNames(
  ids: readonly number[],
  known: readonly { id: number; name: string }[] | undefined,
): ReadonlyMap<number, string> {
  const names = useMemo(() => new Map(known?.map((plan) => [plan.id, plan.name])), [known]);
  const missing = ids.filter((id) => !names.has(id));
  const fetched = useQueries({
    queries: missing.map((id) => floorplanQueryOptions(String(id))),
    combine: fetchedPlans,
  });
  return useMemo(() => {
    const plans = fetched.filter((plan) => plan !== undefined);
    return plans.length === 0 ? names : new Map([...names, ...plans.map((plan) => [plan.id, plan.name] as const)]);
  }, [names, fetched]);
}
