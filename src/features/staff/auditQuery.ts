import { schemaCodec, urlParams } from './schemaCodec';
import { auditQuerySchema, type AuditQuery } from './types';

/** The audit log as it opens: every action, the newest 50. */
export const DEFAULT_AUDIT_QUERY: AuditQuery = auditQuerySchema.parse({});

/** The log's filter and page in the URL, read with the server's schema. */
export const AUDIT_QUERY_CODEC = schemaCodec<AuditQuery>(auditQuerySchema, ['action', 'actor', 'page', 'size']);

/** The whole log, filtered the same way, as a CSV download. */
export const auditCsvHref = (query: AuditQuery): string => `/api/staff/audit.csv?${urlParams(query, DEFAULT_AUDIT_QUERY, ['action', 'actor'])}`;
