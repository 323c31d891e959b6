import { Table, type ServerPaging, type TableColumn } from '@/components/Table';
import { auditChangeLines } from '../auditChange';
import { auditActionLabel, type AuditEntry } from '../types';
import { CompanyTime } from './CompanyTime';

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

export function AuditTable({ rows, paging }: { rows: readonly AuditEntry[]; paging: ServerPaging }) {
  return <Table caption="Audit log" columns={COLUMNS} rows={rows} rowKey={(entry) => entry.id} server={paging} />;
}
