import { useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import {
  DEFAULT_PAGE_SIZE,
  pageCount,
  pageOf,
  sortRows,
  TABLE_PAGE_SIZES,
  toggleSort,
  type CellValue,
  type SortState,
} from './tableRules';
import styles from './Table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: string;
  /** What the column sorts by (and shows, unless `render` is given). */
  value: (row: Row) => CellValue;
  render?: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  caption: string;
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  initialSort?: SortState;
}

/**
 * An admin-style listing (spec section 4): column headers sort (the same header again flips the direction) and
 * the rows come in pages of 50, 100 or 500.
 */
export function Table<Row>({ caption, columns, rows, rowKey, initialSort }: TableProps<Row>) {
  const sizeId = useId();
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);

  const sortColumn = columns.find((column) => column.key === sort?.column);
  const sorted = sortColumn && sort ? sortRows(rows, sortColumn.value, sort.direction) : rows;
  const pages = pageCount(rows.length, size);
  const current = Math.min(page, pages - 1);

  return (
    <div className={styles.wrap}>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.column === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  >
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => {
                        setSort(toggleSort(sort, column.key));
                        setPage(0);
                      }}
                    >
                      {column.header}
                      {direction && <Icon name="chevron-down" size={16} className={direction === 'asc' ? styles.up : undefined} />}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {pageOf(sorted, current, size).map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.render ? column.render(row) : column.value(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.pager}>
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          className="input"
          value={size}
          onChange={(event) => {
            setSize(Number(event.target.value));
            setPage(0);
          }}
        >
          {TABLE_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-ghost" disabled={current === 0} onClick={() => setPage(current - 1)}>
          Previous page
        </button>
        <span aria-live="polite">
          Page {current + 1} of {pages}
        </span>
        <button type="button" className="btn btn-ghost" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
          Next page
        </button>
      </div>
    </div>
  );
}
