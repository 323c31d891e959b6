import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/** `GET api/staff/audit?action&actor&page&size` (admin): the audit log, newest first. */
export async function getAuditLog(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return staffApi.get<AuditPage>('audit', { signal, params: query });
}

export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: staffKeys.auditList(query), queryFn: ({ signal }) => getAuditLog(query, signal) });

export const useAuditLog = (query: AuditQuery) => useQuery({ ...auditLogQueryOptions(query), placeholderData: keepPreviousData });
