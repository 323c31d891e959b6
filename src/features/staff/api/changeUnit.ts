import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { serverMessage } from '@/lib/http';
import type { EditableUnit, UnitChange, UnitFields } from '../catalogEdits';
import { showUnits } from './getCommunityUnits';
import { conflictOf, staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `PATCH api/staff/catalog/units/{id}`: some fields of a unit, from the version the agent saw (409 when it moved on). */
export async function changeUnit(id: number, change: UnitChange): Promise<EditableUnit> {
  return staffApi.patch<EditableUnit>(`catalog/units/${id}`, change);
}

/** How a row's last save went. A conflict keeps what the agent typed (`fields`) beside the unit as it now is. */
export type UnitSaveState =
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; message: string; fields: Partial<UnitFields>; current: EditableUnit };

/**
 * Saves the grid's edits, each as soon as it is made, and remembers how each row's last save went. Saves of one row
 * go one after the other, each from the version the one before brought back, so an agent's two quick edits of a
 * unit never conflict with each other; a conflict with someone else's change shows the unit as it now is and keeps
 * the agent's values until they choose.
 */
export function useUnitSaves(community: number) {
  const client = useQueryClient();
  const [states, setStates] = useState<Record<number, UnitSaveState>>({});
  const queues = useRef(new Map<number, Promise<unknown>>());
  const setState = (id: number, next: (now: UnitSaveState | undefined) => UnitSaveState | undefined) =>
    setStates((all) => {
      const { [id]: now, ...others } = all;
      const state = next(now);
      return state ? { ...others, [id]: state } : others;
    });
  const latest = (id: number) => client.getQueryData<EditableUnit[]>(staffKeys.communityUnits(community))?.find((unit) => unit.id === id);

  const mutation = useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: Partial<UnitFields> }) => {
      const run = (queues.current.get(id) ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => changeUnit(id, { ...fields, version: latest(id)?.version ?? 0 }));
      queues.current.set(id, run);
      return run;
    },
    onMutate: ({ id }) => setState(id, () => ({ kind: 'saving' })),
    onSuccess: (unit) => {
      showUnits(client, community, [unit]);
      // A conflict still waiting for the agent's choice stays until they make it.
      setState(unit.id, (now) => (now?.kind === 'conflict' ? now : { kind: 'saved' }));
    },
    onError: (error, { id, fields }) => {
      const conflict = conflictOf<EditableUnit>(error);
      if (conflict) showUnits(client, community, [conflict.current]);
      setState(id, () =>
        conflict
          ? { kind: 'conflict', message: conflict.message, fields, current: conflict.current }
          : { kind: 'error', message: serverMessage(error) ?? 'Not saved. Please try again.' },
      );
    },
  });

  return {
    states,
    save: (id: number, fields: Partial<UnitFields>) => mutation.mutate({ id, fields }),
    /** The unit stays as it now is; the agent's values are dropped. */
    keepTheirs: (id: number) => setState(id, () => undefined),
  };
}
