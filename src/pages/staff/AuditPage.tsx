import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { useUrlState } from '@/components/useUrlState';
import { answeredWith, serverMessage } from '@/lib/http';
import { useAuditLog } from '@/features/staff/api/getAuditLog';
import { AUDIT_QUERY_CODEC, auditCsvHref, DEFAULT_AUDIT_QUERY } from '@/features/staff/auditQuery';
import { AuditTable } from '@/features/staff/components/AuditTable';
import { FilterSelect } from '@/features/staff/components/FilterSelect';
import { AUDIT_ACTIONS, auditQuerySchema, type AuditEntry, type AuditQuery } from '@/features/staff/types';
import { LoadingPlaceholder } from '@/features/staff/components/LoadingPlaceholder';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import styles from './AuditPage.module.css';

const isForbidden = (error: unknown) => answeredWith(error, 403);
const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

/** `/staff/audit` (admins): who did what, when and from where, with what it changed; a catalog change can be undone. */
export default function AuditPage() {
  useDocumentTitle(titles.page('Audit log'));
  const [query, setQuery] = useUrlState(AUDIT_QUERY_CODEC, DEFAULT_AUDIT_QUERY);
  const log = useAuditLog(query);
  const [undone, setUndone] = useState<AuditEntry>();
  // The undo is the newest entry: the log's first page, every action, shows it at the top.
  const showUndo = (undo: AuditEntry) => {
    setUndone(undo);
    setQuery({ ...DEFAULT_AUDIT_QUERY, size: query.size });
  };

  return (
    <>
      <h1>Audit log</h1>
      <div className={styles.bar}>
        <div className={styles.filter}>
          <FilterSelect
            label="Action"
            anyLabel="Every action"
            value={query.action ?? ''}
            options={ACTION_OPTIONS}
            onChange={(value) => setQuery({ ...query, action: auditQuerySchema.shape.action.safeParse(value || undefined).data, page: 0 })}
          />
        </div>
        <a className="btn btn-secondary" href={auditCsvHref(query)} download>
          Export CSV
        </a>
      </div>
      {undone && (
        <p role="status" className="alert alert-success">
          Undone: {undone.target} is back as it was. The undo is the first entry below.
        </p>
      )}
      {log.isPending ? (
        <LoadingPlaceholder label="Loading the audit log" height="20rem" />
      ) : log.isError ? (
        isForbidden(log.error) ? (
          <p role="alert" className="alert alert-error">
            {serverMessage(log.error) ?? 'Only admins can read the audit log.'}
          </p>
        ) : (
          <LoadError what="the audit log" onRetry={() => void log.refetch()} />
        )
      ) : log.data.rows.length === 0 ? (
        <p role="status">{query.action ? 'No entries for this action.' : 'Nothing has been recorded yet.'}</p>
      ) : (
        <AuditTable
          onUndone={showUndo}
          rows={log.data.rows}
          paging={{
            sort: undefined,
            page: query.page,
            size: query.size,
            total: log.data.total,
            onPageChange: (page) => setQuery({ ...query, page }),
            onSizeChange: (size) => setQuery({ ...query, size: size as AuditQuery['size'], page: 0 }),
          }}
        />
      )}
    </>
  );
}
