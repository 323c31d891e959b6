import { Table, type ServerPaging, type TableColumn } from '@/components/Table';
import { auditChangeLines } from '../auditChange';
import { auditActionLabel, IRREVERSIBLE_AUDIT_ACTIONS, revertibleActionOf, type AuditEntry } from '../types';
import { AuditCard } from './AuditCard';
import { CompanyTime } from './CompanyTime';
import { UndoAuditEntry } from './UndoAuditEntry';

/** The log's columns; the server keeps it newest first, so none sorts. */
const COLUMNS = (
  [
    { key: 'at', header: 'When', value: (entry) => entry.at, render: (entry) => <CompanyTime instant={entry.at} /> },
    { key: 'who', header: 'Who', value: (entry) => entry.actorName ?? 'Nobody signed in' },
    // The label the office reads; the CSV keeps the stored name.
    { key: 'action', header: 'Action', value: (entry) => auditActionLabel(entry.action) },
    { key: 'target', header: 'Target', value: (entry) => entry.target ?? '—' },
    { key: 'from', header: 'From', value: (entry) => entry.from ?? '—' },
    {
      key: 'change',
      header: 'What changed',
      value: (entry) => auditChangeLines(entry.before, entry.after).join('; '),
      // Stored values are whatever was sent: they are written as text, a line each, never as markup.
      render: (entry) => {
        const lines = auditChangeLines(entry.before, entry.after);
        return lines.length === 0 ? '—' : lines.map((line, index) => <div key={index}>{line}</div>);
      },
    },
  ] satisfies TableColumn<AuditEntry>[]
).map((column): TableColumn<AuditEntry> => ({ ...column, sortable: false }));

/**
 * The log a page at a time; each catalog change it can undo (REVERTIBLE_AUDIT_ACTIONS) has its Undo button. On a phone
 * an entry is a card, its Undo on it.
 */
export function AuditTable({ rows, paging, onUndone }: { rows: readonly AuditEntry[]; paging: ServerPaging; onUndone: (undo: AuditEntry) => void }) {
  const undoOf = (entry: AuditEntry) =>
    revertibleActionOf(entry) ? (
      <UndoAuditEntry entry={entry} onUndone={onUndone} />
    ) : Object.hasOwn(IRREVERSIBLE_AUDIT_ACTIONS, entry.action) ? (
      <span className="muted">{IRREVERSIBLE_AUDIT_ACTIONS[entry.action as keyof typeof IRREVERSIBLE_AUDIT_ACTIONS]}</span>
    ) : null;
  const undo: TableColumn<AuditEntry> = { key: 'undo', header: 'Undo', value: () => '', render: undoOf, sortable: false };
  return (
    <Table
      caption="Audit log"
      columns={[...COLUMNS, undo]}
      rows={rows}
      rowKey={(entry) => entry.id}
      server={paging}
      card={(entry) => <AuditCard entry={entry} undo={undoOf(entry)} />}
    />
  );
}
