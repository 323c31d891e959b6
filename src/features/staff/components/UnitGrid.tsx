import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { IsoDate } from '@/lib/dates';
import type { UnitSaveState } from '../api/changeUnit';
import type { EditableUnit, UnitFields } from '../catalogEdits';
import { staffPaths } from '../paths';
import { cellChange, cellDraft, UNIT_COLUMNS, type CellDraft } from '../unitGrid';
import { UnitCellEditor } from './UnitCellEditor';
import styles from './UnitGrid.module.css';

interface UnitGridProps {
  /** Names the grid and its scrolling region: 'Units of The Kirkwood'. */
  label: string;
  units: readonly EditableUnit[];
  today: IsoDate;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  states: Readonly<Record<number, UnitSaveState>>;
  onSave: (unit: EditableUnit, fields: Partial<UnitFields>) => void;
}

/** The grid's columns: the row's checkbox, the unit's columns, how its last save went. */
const SELECT = 0;
const STATUS = UNIT_COLUMNS.length + 1;
const LAST_COLUMN = STATUS;
const columnAt = (col: number) => UNIT_COLUMNS[col - 1];

interface Editing {
  id: number;
  col: number;
  draft: CellDraft;
  typed: boolean;
  problem?: string;
}

export function saveStateText(state: UnitSaveState | undefined): string {
  if (!state) return '';
  if (state.kind === 'saving') return 'Saving…';
  if (state.kind === 'saved') return 'Saved';
  if (state.kind === 'conflict') return 'Someone else changed it: see above';
  return state.message;
}

/**
 * A community's units as an ARIA grid, keyboard first: one cell is in the tab order (roving tabindex), the arrow
 * keys, Home and End move between cells, Enter or typing opens the cell's editor, Enter saves, Escape puts the value
 * back, Tab leaves the grid. Each save is the parent's (a PATCH from the row's version); the row shows how it went.
 */
export function UnitGrid({ label, units, today, selected, onSelect, states, onSave }: UnitGridProps) {
  const [position, setPosition] = useState({ row: 1, col: 1 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const targets = useRef(new Map<string, HTMLElement>());
  const wantFocus = useRef(false);
  // Set when the editor closes, so the blur its removal may cause does not save a second time.
  const closing = useRef(false);
  const allSelected = units.length > 0 && units.every((unit) => selected.has(unit.id));
  const someSelected = !allSelected && units.some((unit) => selected.has(unit.id));
  const selectAll = useRef<HTMLInputElement>(null);

  const row = Math.min(position.row, units.length);
  const col = position.col;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someSelected;
  }, [someSelected]);
  useEffect(() => {
    if (!wantFocus.current || editing) return;
    wantFocus.current = false;
    targets.current.get(`${row}:${col}`)?.focus();
  });

  const target = (r: number, c: number) => (element: HTMLElement | null) => {
    if (element) targets.current.set(`${r}:${c}`, element);
    else targets.current.delete(`${r}:${c}`);
  };
  const tabIndex = (r: number, c: number) => (r === row && c === col ? 0 : -1);
  const moveTo = (r: number, c: number) => {
    wantFocus.current = true;
    setPosition({ row: Math.max(0, Math.min(units.length, r)), col: Math.max(0, Math.min(LAST_COLUMN, c)) });
  };

  function startEditing(unit: EditableUnit, c: number, typed?: string) {
    closing.current = false;
    setEditing({ id: unit.id, col: c, draft: cellDraft(unit, columnAt(c).key, today, typed), typed: typed !== undefined });
  }

  function commit(refocus: boolean) {
    if (!editing || closing.current) return;
    const unit = units.find((one) => one.id === editing.id);
    if (!unit) return;
    const change = cellChange(unit, columnAt(editing.col).key, editing.draft, today);
    if ('problem' in change) {
      setEditing({ ...editing, problem: change.problem });
      return;
    }
    close(refocus);
    if (Object.keys(change.fields).length > 0) onSave(unit, change.fields);
  }

  function close(refocus: boolean) {
    closing.current = true;
    wantFocus.current = refocus;
    setEditing(null);
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, () => void> = {
      ArrowUp: () => moveTo(row - 1, col),
      ArrowDown: () => moveTo(row + 1, col),
      ArrowLeft: () => moveTo(row, col - 1),
      ArrowRight: () => moveTo(row, col + 1),
      Home: () => moveTo(event.ctrlKey ? 0 : row, 0),
      End: () => moveTo(event.ctrlKey ? units.length : row, LAST_COLUMN),
    };
    if (moves[event.key]) {
      event.preventDefault();
      moves[event.key]();
      return;
    }
    const unit = units[row - 1];
    const editor = col > SELECT && col < STATUS ? columnAt(col).editor : undefined;
    if (!unit || !editor || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEditing(unit, col);
    } else if (event.key.length === 1 && event.key !== ' ') {
      event.preventDefault();
      startEditing(unit, col, event.key);
    }
  }

  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table role="grid" aria-label={label} aria-rowcount={units.length + 1} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            <th scope="col" className={styles.select}>
              <input
                ref={(element) => {
                  selectAll.current = element;
                  target(0, SELECT)(element);
                }}
                type="checkbox"
                aria-label="Select all units"
                tabIndex={tabIndex(0, SELECT)}
                checked={allSelected}
                onChange={(event) => onSelect(units.map((unit) => unit.id), event.target.checked)}
                onFocus={() => setPosition({ row: 0, col: SELECT })}
              />
            </th>
            {[...UNIT_COLUMNS.map((column) => column.header), 'Save'].map((header, index) => (
              <th key={header} scope="col" ref={target(0, index + 1)} tabIndex={tabIndex(0, index + 1)} onFocus={() => setPosition({ row: 0, col: index + 1 })}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {units.map((unit, index) => {
            const r = index + 1;
            const state = states[unit.id];
            return (
              <tr key={unit.id} aria-selected={selected.has(unit.id)}>
                <td className={styles.select}>
                  <input
                    ref={target(r, SELECT)}
                    type="checkbox"
                    aria-label={`Select unit ${unit.id}`}
                    tabIndex={tabIndex(r, SELECT)}
                    checked={selected.has(unit.id)}
                    onChange={(event) => onSelect([unit.id], event.target.checked)}
                    onFocus={() => setPosition({ row: r, col: SELECT })}
                  />
                </td>
                {UNIT_COLUMNS.map((column, c) => {
                  const isEditing = editing?.id === unit.id && editing.col === c + 1;
                  // The floor plan's name is a link to its page: the link, as the select column's checkbox, is what
                  // the arrows move focus to, and Enter follows it.
                  if (column.key === 'floorplan') {
                    return (
                      <td key={column.key} role="gridcell" aria-readonly>
                        <Link ref={target(r, c + 1)} tabIndex={tabIndex(r, c + 1)} to={staffPaths.plan(unit.floorplanId)} onFocus={() => setPosition({ row: r, col: c + 1 })}>
                          {column.text(unit, today)}
                        </Link>
                      </td>
                    );
                  }
                  return (
                    <td
                      key={column.key}
                      data-column={column.key}
                      role={column.key === 'unit' ? 'rowheader' : 'gridcell'}
                      ref={target(r, c + 1)}
                      tabIndex={tabIndex(r, c + 1)}
                      aria-readonly={column.editor ? undefined : true}
                      className={column.editor ? styles.editable : undefined}
                      onFocus={(event) => event.target === event.currentTarget && setPosition({ row: r, col: c + 1 })}
                      onDoubleClick={() => column.editor && startEditing(unit, c + 1)}
                    >
                      {isEditing ? (
                        <UnitCellEditor
                          unit={unit}
                          column={column}
                          draft={editing.draft}
                          typed={editing.typed}
                          problem={editing.problem}
                          onDraft={(draft) => setEditing({ ...editing, draft, problem: undefined })}
                          onCommit={commit}
                          onCancel={() => close(true)}
                        />
                      ) : (
                        <span className={styles.text}>{column.text(unit, today)}</span>
                      )}
                    </td>
                  );
                })}
                <td role="gridcell" ref={target(r, STATUS)} tabIndex={tabIndex(r, STATUS)} aria-readonly onFocus={() => setPosition({ row: r, col: STATUS })} className={state?.kind === 'error' || state?.kind === 'conflict' ? styles.problem : styles.status}>
                  {saveStateText(state)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
