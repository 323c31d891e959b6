import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import type { IsoDate } from '@/lib/dates';
import { useUnitSaves } from '../api/changeUnit';
import { useCommunityUnits } from '../api/getCommunityUnits';
import { UNIT_COLUMNS } from '../unitGrid';
import { TableSkeleton } from './TableSkeleton';
import { UnitBulkActions } from './UnitBulkActions';
import { UnitConflicts } from './UnitConflicts';
import { saveStateText, UnitGrid } from './UnitGrid';
import { answeredWith } from '@/lib/http';

const SKELETON_HEADERS = ['Select', ...UNIT_COLUMNS.map((column) => column.header), 'Save'];
const isNotFound = (error: unknown) => answeredWith(error, 404);

/**
 * One community's units, edited in place: the grid, the bulk actions on the rows selected, and each conflict to
 * settle. Every state has its words: loading, a community with no units, one not found, a failed load.
 */
export function CommunityUnitsEditor({ community, name, today }: { community: number; name: string; today: IsoDate }) {
  const units = useCommunityUnits(community);
  const saves = useUnitSaves(community);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  function select(ids: number[], on: boolean) {
    setSelected((now) => {
      const next = new Set(now);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  if (units.isPending) return <TableSkeleton headers={SKELETON_HEADERS} label="Loading the units" />;
  if (units.isError) {
    return isNotFound(units.error) ? (
      <p role="alert" className="alert alert-error">
        We could not find that community. Choose another one.
      </p>
    ) : (
      <LoadError what={`the units of ${name}`} onRetry={() => void units.refetch()} />
    );
  }
  if (units.data.length === 0) return <p>{name} has no units yet.</p>;

  const announcements = Object.entries(saves.states).map(([id, state]) => `Unit ${id}: ${saveStateText(state)}.`);
  return (
    <>
      <UnitBulkActions community={community} units={units.data} selected={selected} />
      <UnitConflicts states={saves.states} today={today} onUseMine={(current, fields) => saves.save(current.id, fields)} onKeepTheirs={saves.keepTheirs} />
      <p role="status" className="visually-hidden">
        {announcements.join(' ')}
      </p>
      <UnitGrid
        label={`Units of ${name}`}
        units={units.data}
        today={today}
        selected={selected}
        onSelect={select}
        states={saves.states}
        onSave={(unit, fields) => saves.save(unit.id, fields)}
      />
    </>
  );
}
