import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry } from '../types';
import { staffApi } from './staffApi';
import { staffKeys } from './keys';

/**
 * `POST api/staff/audit/{id}/revert` (admin, issue 23): the entry's change undone; answers the new `catalog-revert`
 * entry (409: the record changed again since, nothing written). The log and the catalog's records are asked again.
 */
export function useRevertAuditEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi.post<AuditEntry>(`audit/${id}/revert`),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: staffKeys.audit() }), client.invalidateQueries({ queryKey: staffKeys.catalog() })]),
  });
}
