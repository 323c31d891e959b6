import { useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import { useNarrowScreen } from './narrowScreen';
import {
  DEFAULT_PAGE_SIZE,
  hasOrderToChoose,
  needsPager,
  orderWords,
  pageCount,
  pageOf,
  sortRows,
  TABLE_PAGE_SIZES,
  toggleSort,
  type CellValue,
  type ColumnKind,
  type SortState,
} from './tableRules';
import styles from './Table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: string;
  /** What the column sorts by (and shows, unless `render` is given). */
  value: (row: Row) => CellValue;
  render?: (row: Row) => ReactNode;
  /** false: the header is plain text, the rows cannot be ordered by this column. */
  sortable?: boolean;
  /** What it holds, which names its orders on a phone ('A to Z', 'Newest first'); text unless said. */
  kind?: ColumnKind;
}

/**
 * A table whose rows are sorted and paged elsewhere (by a server): `rows` are the current page, and the table only
 * reports what the reader asked for. A new sort or size is for the caller to page back to the start with.
 */
export interface ServerPaging {
  sort: SortState | undefined;
  /** 0-based. */
  page: number;
  size: number;
  /** Rows matching, over every page; with `more`, how many at least. */
  total: number;
  /** More rows than `total` match (the server stopped counting): the pages go on past the ones counted. */
  more?: boolean;
  /** Not needed when no column sorts. */
  onSortChange?: (sort: SortState) => void;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}

export interface TableProps<Row> {
  caption: string;
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  initialSort?: SortState;
  /** Sorting and paging done by a server (spec section 4's table over data too large to send at once). */
  server?: ServerPaging;
  /**
   * A row as a compact card, for screens narrower than 40rem, where a wide table would scroll sideways: the rows are
   * then a list of cards, sorted with a 'Sort by' select and paged as the table is.
   */
  card?: (row: Row) => ReactNode;
}

/** Sorting and paging in the browser, over every row at once. */
function useLocalPaging<Row>(rows: readonly Row[], columns: TableColumn<Row>[], initialSort: SortState | undefined) {
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const sortColumn = columns.find((column) => column.key === sort?.column);
  const sorted = sortColumn && sort ? sortRows(rows, sortColumn.value, sort.direction) : rows;
  const current = Math.min(page, pageCount(rows.length, size) - 1);
  const paging: ServerPaging = {
    sort,
    page: current,
    size,
    total: rows.length,
    onSortChange: (next) => {
      setSort(next);
      setPage(0);
    },
    onPageChange: setPage,
    onSizeChange: (next) => {
      setSize(next);
      setPage(0);
    },
  };
  return { paging, shown: pageOf(sorted, current, size) };
}

/**
 * An admin-style listing (spec section 4): column headers sort (the same header again flips the direction) and
 * the rows come in pages of 50, 100 or 500, in the browser or, with `server`, by whoever fetches the rows.
 */
export function Table<Row>({ caption, columns, rows, rowKey, initialSort, server, card }: TableProps<Row>) {
  const captionId = useId();
  const local = useLocalPaging(rows, columns, initialSort);
  const paging = server ?? local.paging;
  const { sort, onSortChange } = paging;
  const shown = server ? rows : local.shown;
  const narrow = useNarrowScreen();

  if (card && narrow) {
    return (
      <div className={styles.wrap}>
        <SortSelect columns={columns} paging={paging} />
        <ul className={styles.cards} aria-label={caption}>
          {shown.map((row) => (
            <li key={rowKey(row)} className={`card ${styles.card}`}>
              {card(row)}
            </li>
          ))}
        </ul>
        <Pager paging={paging} />
      </div>
    );
  }
  return (
    <div className={styles.wrap}>
      {/* A table wider than a phone scrolls inside this box, which a keyboard can reach to scroll it too. */}
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
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
                    {column.sortable === false ? (
                      column.header
                    ) : (
                      <button type="button" className={styles.sortButton} onClick={() => onSortChange?.(toggleSort(sort, column.key))}>
                        {column.header}
                        {direction && <Icon name="chevron-down" size={16} className={direction === 'asc' ? styles.up : undefined} />}
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.render ? column.render(row) : column.value(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager paging={paging} />
    </div>
  );
}

/** The cards' order: a sortable column and a direction, as a header's click would set them. */
function SortSelect<Row>({ columns, paging }: { columns: TableColumn<Row>[]; paging: ServerPaging }) {
  const { sort, onSortChange } = paging;
  const sortId = useId();
  const orderId = useId();
  const sortable = columns.filter((column) => column.sortable !== false);
  if (sortable.length === 0 || !onSortChange || !hasOrderToChoose(paging)) return null;
  const words = orderWords(sortable.find((column) => column.key === sort?.column)?.kind ?? 'text');
  return (
    <div className={styles.sortBar}>
      <span>
        <label htmlFor={sortId}>Sort by</label>
        <select id={sortId} className="input" value={sort?.column ?? ''} onChange={(event) => onSortChange({ column: event.target.value, direction: 'asc' })}>
          {!sort && <option value="">As listed</option>}
          {sortable.map((column) => (
            <option key={column.key} value={column.key}>
              {column.header}
            </option>
          ))}
        </select>
      </span>
      {sort && (
        <span>
          <label htmlFor={orderId}>Order</label>
          <select id={orderId} className="input" value={sort.direction} onChange={(event) => onSortChange({ column: sort.column, direction: event.target.value as SortState['direction'] })}>
            <option value="asc">{words.asc}</option>
            <option value="desc">{words.desc}</option>
          </select>
        </span>
      )}
    </div>
  );
}

/** Rows per page and the page turn; nothing when every row is already in view (`needsPager`). */
function Pager({ paging }: { paging: ServerPaging }) {
  return needsPager(paging) ? <PageControls paging={paging} /> : null;
}

function PageControls({ paging: { page, size, total, more = false, onPageChange, onSizeChange } }: { paging: ServerPaging }) {
  const sizeId = useId();
  const pages = pageCount(total, size);
  const last = !more && page >= pages - 1;
  return (
    <div className={styles.pager}>
      <span className={styles.pageSize}>
        <label htmlFor={sizeId}>Rows per page</label>
        <select id={sizeId} className="input" value={size} onChange={(event) => onSizeChange(Number(event.target.value))}>
          {TABLE_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </span>
      {/* One row even on a phone: there the buttons show 'Previous' and 'Next'; their names keep 'page'. */}
      <span className={styles.pageTurn}>
        <button type="button" className="btn btn-ghost" aria-label="Previous page" disabled={page === 0} onClick={() => onPageChange(page - 1)}>
          <span>
            Previous<span className={styles.pageWord}> page</span>
          </span>
        </button>
        <span aria-live="polite">
          Page {page + 1} of {more ? `${pages.toLocaleString('en-US')}+` : pages}
        </span>
        <button type="button" className="btn btn-ghost" aria-label="Next page" disabled={last} onClick={() => onPageChange(page + 1)}>
          <span>
            Next<span className={styles.pageWord}> page</span>
          </span>
        </button>
      </span>
    </div>
  );
}
