import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { EditableUnit } from '../catalogEdits';
import { columnChoices, type CellDraft, type UnitColumn } from '../unitGrid';
import styles from './UnitGrid.module.css';

interface UnitCellEditorProps {
  unit: EditableUnit;
  column: UnitColumn;
  draft: CellDraft;
  /** Typed over: the caret stays after the typed character instead of selecting the value. */
  typed: boolean;
  problem: string | undefined;
  onDraft: (draft: CellDraft) => void;
  /** Enter: save. Leaving the cell (Tab, a click elsewhere) saves too, without taking the focus back. */
  onCommit: (refocus: boolean) => void;
  /** Escape: the value as it was. */
  onCancel: () => void;
}

/** The control a grid cell becomes while it is edited: a text, a choice, or the availability with its date. */
export function UnitCellEditor({ unit, column, draft, typed, problem, onDraft, onCommit, onCancel }: UnitCellEditorProps) {
  const first = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const problemId = useId();
  const name = `${column.header} of unit ${unit.id}`;
  const invalid = problem ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {};

  useEffect(() => {
    const control = first.current;
    control?.focus();
    if (control instanceof HTMLInputElement && !typed) control.select();
  }, [typed]);

  function onKeyDown(event: KeyboardEvent) {
    // The grid's arrow keys and typing are the editor's own while it is open.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      onCommit(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onCommit(false);
  }

  return (
    <div className={styles.editor} onKeyDown={onKeyDown} onBlur={onBlur}>
      {column.editor === 'text' || column.editor === 'number' ? (
        <input
          ref={first}
          className="input"
          aria-label={name}
          inputMode={column.editor === 'number' ? 'numeric' : undefined}
          value={draft.value}
          onChange={(event) => onDraft({ ...draft, value: event.target.value })}
          {...invalid}
        />
      ) : (
        <select ref={first} className="input" aria-label={name} value={draft.value} onChange={(event) => onDraft({ ...draft, value: event.target.value })} {...invalid}>
          {columnChoices(column.key).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
      {column.editor === 'availability' && draft.value === 'on' && (
        <input type="date" className="input" aria-label={`Available on, unit ${unit.id}`} value={draft.date} onChange={(event) => onDraft({ ...draft, date: event.target.value })} {...invalid} />
      )}
      {problem && (
        <span id={problemId} className="field-error">
          {problem}
        </span>
      )}
    </div>
  );
}
