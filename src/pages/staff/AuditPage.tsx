import axios from 'axios';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { LoadError } from '@/components/LoadError';
import { useUrlState } from '@/components/useUrlState';
import { serverMessage } from '@/lib/http';
import { useAuditLog } from '@/features/staff/api/getAuditLog';
import { AUDIT_QUERY_CODEC, auditCsvHref, DEFAULT_AUDIT_QUERY } from '@/features/staff/auditQuery';
import { AuditTable } from '@/features/staff/components/AuditTable';
import type { AuditQuery } from '@/features/staff/types';
import { LoadingPlaceholder } from '@/features/staff/components/LoadingPlaceholder';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import styles from './AuditPage.module.css';

const isForbidden = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 403;

/** `/staff/audit` (admins): who did what, when and from where, with what it changed. Read only. */
export default function AuditPage() {
  useDocumentTitle(titles.page('Audit log'));
  const [query, setQuery] = useUrlState(AUDIT_QUERY_CODEC, DEFAULT_AUDIT_QUERY);
  const log = useAuditLog(query);
  const [action, setAction] = useState(query.action ?? '');

  function filter(event: FormEvent) {
    event.preventDefault();
    setQuery({ ...query, action: action.trim() || undefined, page: 0 });
  }

  return (
    <>
      <h1>Audit log</h1>
      <div className={styles.bar}>
        <form role="search" className={styles.filter} onSubmit={filter}>
          <Field label="Action">
            {(control) => <input {...control} type="search" className="input" value={action} maxLength={60} placeholder="e.g. lead.status" onChange={(event) => setAction(event.target.value)} />}
          </Field>
          <button type="submit" className="btn btn-secondary">
            Filter
          </button>
        </form>
        <a className="btn btn-secondary" href={auditCsvHref(query)} download>
          Export CSV
        </a>
      </div>
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
