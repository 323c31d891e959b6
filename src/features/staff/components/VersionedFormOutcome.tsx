import type { UseMutationResult } from '@tanstack/react-query';
import { FormAlert } from '@/components/FormAlert';
import { staffErrorText } from '../errorText';
import { EditConflict } from './EditConflict';

/**
 * What became of a versioned form's last save (useVersionedForm): a 409 side by side with its two ways on, the
 * server's message, 'Saved', or 'Nothing to save'. Its props but `record` are the hook's `outcome`.
 */
export function VersionedFormOutcome<Record extends { version: number }>({ record, change, conflict, conflictRows, nothingToSave, applyMine, keepTheirs }: {
  /** What was edited, in the office's words: 'floor plan', 'community'. */
  record: string;
  change: Pick<UseMutationResult<Record, Error, never>, 'isError' | 'isSuccess' | 'isPending' | 'error'>;
  conflict: { current: Record } | undefined;
  /** Field, the agent's value, the value it now has. */
  conflictRows: (current: Record) => [string, string, string][];
  nothingToSave: boolean;
  applyMine: (current: Record) => void;
  keepTheirs: (current: Record) => void;
}) {
  if (conflict) {
    return (
      <EditConflict
        record={record}
        rows={conflictRows(conflict.current)}
        onApplyMine={() => applyMine(conflict.current)}
        onKeepTheirs={() => keepTheirs(conflict.current)}
        pending={change.isPending}
      />
    );
  }
  if (change.isError) return <FormAlert tone="error">{staffErrorText(change.error)}</FormAlert>;
  if (change.isSuccess) return <FormAlert tone="success">Saved. The site shows it from the next page load.</FormAlert>;
  return nothingToSave ? <p role="status">Nothing to save: change a value first.</p> : null;
}
