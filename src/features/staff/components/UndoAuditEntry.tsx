import { useState } from 'react';
import { conflictOf } from '../api/staffApi';
import { useRevertAuditEntry } from '../api/revertAuditEntry';
import { auditChangeLines, auditRecordLines } from '../auditChange';
import { staffErrorText } from '../errorText';
import { auditActionLabel, revertibleActionOf, undoIsFinal, type AuditEntry } from '../types';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * An entry's Undo (admins, issue 23): asks first, then puts the entry's before values back (or, for an upload, deletes
 * what it added: that undo cannot be undone, and the question says so). A record changed again since is refused by the
 * server (409): its message and the record as it now is are shown, and nothing is written.
 */
export function UndoAuditEntry({ entry, onUndone }: { entry: AuditEntry; onUndone: (undo: AuditEntry) => void }) {
  const [open, setOpen] = useState(false);
  const undo = useRevertAuditEntry();
  const conflict = conflictOf<unknown>(undo.error);
  const label = auditActionLabel(entry.action).toLowerCase();
  const what = `${label} on ${entry.target ?? 'this record'}`;
  const action = revertibleActionOf(entry);

  const close = () => {
    setOpen(false);
    undo.reset();
  };

  return (
    <>
      <button type="button" className="btn btn-secondary" aria-label={`Undo ${what} (entry ${entry.id})`} onClick={() => setOpen(true)}>
        Undo
      </button>
      <ConfirmDialog
        open={open}
        title="Undo this change?"
        confirmLabel="Undo the change"
        pending={undo.isPending}
        error={undo.isError && !conflict ? staffErrorText(undo.error) : undefined}
        onConfirm={() => undo.mutate(entry.id, { onSuccess: (done) => { setOpen(false); onUndone(done); } })}
        onClose={close}
      >
        {action && undoIsFinal(action) ? (
          <p>
            This takes off {entry.target ?? 'the record'} what the {label} put there and deletes it for good. The undo is logged, but cannot itself be undone.
          </p>
        ) : (
          <p>
            This puts back what {entry.target ?? 'the record'} had before the {what}. The undo is logged too, and can itself be undone.
          </p>
        )}
        <ul>
          {auditChangeLines(entry.after, entry.before).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {conflict && (
          <div role="alert" className="alert alert-error">
            <p>{conflict.message}</p>
            <ul aria-label="As it is now">
              {auditRecordLines(conflict.current).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
