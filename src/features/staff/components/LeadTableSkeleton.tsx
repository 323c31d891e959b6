import { Skeleton } from '@/components/Skeleton';
import styles from './LeadTableSkeleton.module.css';
import { LEAD_COLUMN_HEADERS } from './LeadTable';

const ROWS = 8;

/** The inbox's frame while its first page loads: the same columns, grey rows where the leads will be. */
export function LeadTableSkeleton() {
  return (
    <div className={styles.scroll} aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading leads
      </p>
      <table className={styles.table} aria-hidden="true">
        <thead>
          <tr>
            {LEAD_COLUMN_HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: ROWS }, (_, row) => (
            <tr key={row}>
              {LEAD_COLUMN_HEADERS.map((header) => (
                <td key={header}>
                  <Skeleton height="1.25rem" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
