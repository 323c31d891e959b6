import { ConflictSideBySide } from './ConflictSideBySide';

interface EditConflictProps {
  /** What was edited, in the office's words: 'lead', 'floor plan', 'community'. */
  record: string;
  /** Field, the agent's value, the value it now has. */
  rows: [string, string, string][];
  onApplyMine: () => void;
  onKeepTheirs: () => void;
  pending: boolean;
}

/** Someone saved the record first: what the agent chose beside what it now is, and the two ways on. */
export function EditConflict({ record, rows, onApplyMine, onKeepTheirs, pending }: EditConflictProps) {
  return (
    <ConflictSideBySide
      caption={`Your change and the ${record} as it is now`}
      rows={rows}
      applyMine={{ label: 'Apply my change again', onClick: onApplyMine }}
      keepTheirs={{ label: 'Keep it as it is now', onClick: onKeepTheirs }}
      pending={pending}
    >
      <p>Someone changed this {record} while you had it open. Your choices are kept: apply them on top of the current version, or keep it as it is now.</p>
    </ConflictSideBySide>
  );
}
