import type { IsoDate } from '@/lib/dates';
import type { UnitSaveState } from '../api/changeUnit';
import type { EditableUnit, UnitFields } from '../catalogEdits';
import { unitConflictRows } from '../unitGrid';
import { ConflictSideBySide } from './ConflictSideBySide';

type Conflict = Extract<UnitSaveState, { kind: 'conflict' }>;

interface UnitConflictsProps {
  states: Readonly<Record<number, UnitSaveState>>;
  today: IsoDate;
  /** Only the agent's changed fields, on the unit as it now is. */
  onUseMine: (current: EditableUnit, fields: Partial<UnitFields>) => void;
  onKeepTheirs: (id: number) => void;
}

/** Each unit someone else saved first: the agent's values beside the current ones, until they choose. */
export function UnitConflicts({ states, today, onUseMine, onKeepTheirs }: UnitConflictsProps) {
  const conflicts = Object.values(states).filter((state): state is Conflict => state.kind === 'conflict');
  if (conflicts.length === 0) return null;
  return (
    <section aria-labelledby="unit-conflicts">
      <h2 id="unit-conflicts">Changes to check</h2>
      {conflicts.map(({ current, fields, message }) => (
        <ConflictSideBySide
          key={current.id}
          caption={`Your change and unit ${current.id} as it is now`}
          rows={unitConflictRows(fields, current, today)}
          applyMine={{ label: 'Use mine', onClick: () => onUseMine(current, fields) }}
          keepTheirs={{ label: 'Keep theirs', onClick: () => onKeepTheirs(current.id) }}
          pending={false}
        >
          <h3>Unit {current.id}</h3>
          <p>{message}</p>
        </ConflictSideBySide>
      ))}
    </section>
  );
}
