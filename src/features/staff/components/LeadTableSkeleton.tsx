import { LEAD_COLUMN_HEADERS } from './LeadTable';
import { TableSkeleton } from './TableSkeleton';

/** The inbox's frame while its first page loads: the same columns, grey rows where the leads will be. */
export function LeadTableSkeleton() {
  return <TableSkeleton headers={LEAD_COLUMN_HEADERS} label="Loading leads" />;
}
