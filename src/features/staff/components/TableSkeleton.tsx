import { Skeleton } from '@/components/Skeleton';
import styles from './TableSkeleton.module.css';

const ROWS = 8;

/** A table's frame while its first rows load: the same columns, grey rows where the data will be. */
export function TableSkeleton({ headers, label }: { headers: readonly string[]; label: string }) {
  return (
    <div className={styles.scroll} aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <table className={styles.table} aria-hidden="true">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: ROWS }, (_, row) => (
            <tr key={row}>
              {headers.map((header) => (
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
