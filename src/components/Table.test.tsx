import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onAPhone } from '@tests/phoneScreen';
import { Table, type ServerPaging, type TableColumn } from './Table';
import type { SortState } from './tableRules';

interface Listing {
  id: number;
  title: string;
  rent: number;
}

const rows: Listing[] = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, title: `Listing ${i + 1}`, rent: 500 + ((i * 37) % 900) }));
const columns: TableColumn<Listing>[] = [
  { key: 'title', header: 'Title', value: (row) => row.title },
  { key: 'rent', header: 'Rent', value: (row) => row.rent, render: (row) => `$${row.rent}` },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
const firstCell = () => within(bodyRows()[0]).getAllByRole('cell')[0];

describe('spec 4 Table', () => {
  it('shows 50 rows a page by default and pages forward and back', async () => {
    const user = userEvent.setup();
    render(<Table caption="Sublets" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.getByRole('table', { name: 'Sublets' })).toBeVisible();
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(firstCell()).toHaveTextContent('Listing 51');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
  });

  it('issue 22 tables: a table wider than a phone scrolls in a box named by its caption, which the keyboard reaches', async () => {
    const user = userEvent.setup();
    render(<Table caption="Audit log" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Audit log' })).toHaveFocus();
    expect(within(screen.getByRole('region', { name: 'Audit log' })).getByRole('table', { name: 'Audit log' })).toBeVisible();
  });

  it('offers page sizes 50, 100 and 500; a new size starts again at page 1', async () => {
    const user = userEvent.setup();
    render(<Table caption="Sublets" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(sizes).getAllByRole('option').map((option) => option.textContent)).toEqual(['50', '100', '500']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(sizes, '100');
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await user.selectOptions(sizes, '500');
    expect(bodyRows()).toHaveLength(120);
  });

  it('sorts by a column ascending, and descending on the second click', async () => {
    const user = userEvent.setup();
    render(<Table caption="Sublets" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const rentHeader = screen.getByRole('columnheader', { name: 'Rent' });

    await user.click(within(rentHeader).getByRole('button', { name: 'Rent' }));
    expect(rentHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(within(bodyRows()[0]).getAllByRole('cell')[1]).toHaveTextContent('$500');

    await user.click(within(rentHeader).getByRole('button', { name: 'Rent' }));
    expect(rentHeader).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]).getAllByRole('cell')[1]).toHaveTextContent(`$${Math.max(...rows.map((r) => r.rent))}`);
    expect(screen.getByRole('columnheader', { name: 'Title' })).not.toHaveAttribute('aria-sort');
  });
});

describe('issue 22 Table, paged and sorted by a server', () => {
  const pageRows = rows.slice(0, 50);

  function ServerTable({ onSortChange, onSizeChange, onPageChange }: Pick<ServerPaging, 'onSortChange' | 'onSizeChange' | 'onPageChange'>) {
    const [sort, setSort] = useState<SortState | undefined>({ column: 'title', direction: 'desc' });
    const [page, setPage] = useState(0);
    const paging: ServerPaging = {
      sort,
      page,
      size: 50,
      total: 1234,
      onSortChange: (next) => {
        onSortChange?.(next);
        setSort(next);
      },
      onPageChange: (next) => {
        onPageChange(next);
        setPage(next);
      },
      onSizeChange,
    };
    return <Table caption="Leads" columns={[...columns, { key: 'id', header: 'Number', value: (row) => row.id, sortable: false }]} rows={pageRows} rowKey={(row) => row.id} server={paging} />;
  }

  it('shows the rows it is given as they come, pages over the total and reports sort, page and size', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const onSizeChange = vi.fn();
    const onPageChange = vi.fn();
    render(<ServerTable onSortChange={onSortChange} onSizeChange={onSizeChange} onPageChange={onPageChange} />);

    // The server's order is kept: no sorting in the browser, even though the title column shows as sorted.
    expect(firstCell()).toHaveTextContent('Listing 1');
    expect(screen.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Page 1 of 25')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'title', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Rent' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'rent', direction: 'asc' });
    expect(firstCell()).toHaveTextContent('Listing 1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '500');
    expect(onSizeChange).toHaveBeenCalledWith(500);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(screen.getByText('Page 2 of 25')).toBeVisible();

    // A column that cannot be sorted offers no button.
    expect(within(screen.getByRole('columnheader', { name: 'Number' })).queryByRole('button')).toBeNull();
  });

  it('issue 22 leads: where the server stopped counting, the pager says so ("of 20+") and the next page still turns', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const paging = (page: number, more: boolean): ServerPaging => ({ sort: undefined, page, size: 50, total: 1_000, more, onPageChange, onSizeChange: vi.fn() });
    const { rerender } = render(<Table caption="Leads" columns={columns} rows={pageRows} rowKey={(row) => row.id} server={paging(19, true)} />);
    expect(screen.getByText('Page 20 of 20+')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(20);

    rerender(<Table caption="Leads" columns={columns} rows={pageRows} rowKey={(row) => row.id} server={paging(19, false)} />);
    expect(screen.getByText('Page 20 of 20')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});

describe('issue 25 tables: a pager only where there is a page to turn', () => {
  const pager = () => [screen.queryByRole('button', { name: 'Previous page' }), screen.queryByRole('button', { name: 'Next page' }), screen.queryByRole('combobox', { name: 'Rows per page' }), screen.queryByText(/^Page \d+ of/)];

  it('issue 25 tables: rows that fit on one page at the smallest size show no pager; one row more brings it', () => {
    const { rerender } = render(<Table caption="Sublets" columns={columns} rows={rows.slice(0, 1)} rowKey={(row) => row.id} />);
    expect(bodyRows()).toHaveLength(1);
    expect(pager()).toEqual([null, null, null, null]);
    rerender(<Table caption="Sublets" columns={columns} rows={rows.slice(0, 50)} rowKey={(row) => row.id} />);
    expect(pager()).toEqual([null, null, null, null]);
    rerender(<Table caption="Sublets" columns={columns} rows={rows.slice(0, 51)} rowKey={(row) => row.id} />);
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeVisible();
  });

  it('issue 25 tables: the same for the cards on a phone', () => {
    onAPhone();
    render(<Table caption="Sublets" columns={columns} rows={rows.slice(0, 3)} rowKey={(row) => row.id} card={(row) => row.title} />);
    expect(within(screen.getByRole('list', { name: 'Sublets' })).getAllByRole('listitem')).toHaveLength(3);
    expect(pager()).toEqual([null, null, null, null]);
  });

  it("issue 25 tables: a phone's cards offer 'Sort by' only when there are two cards or more to order", () => {
    onAPhone();
    const { rerender } = render(<Table caption="Sublets" columns={columns} rows={rows.slice(0, 1)} rowKey={(row) => row.id} card={(row) => row.title} />);
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    rerender(<Table caption="Sublets" columns={columns} rows={rows.slice(0, 2)} rowKey={(row) => row.id} card={(row) => row.title} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  });

  it("issue 25 tables: a server's table keeps its pager on a later page (the way back) and where the server stopped counting", () => {
    const paging = (page: number, total: number, more: boolean): ServerPaging => ({ sort: undefined, page, size: 50, total, more, onPageChange: vi.fn(), onSizeChange: vi.fn() });
    const { rerender } = render(<Table caption="Leads" columns={columns} rows={rows.slice(0, 10)} rowKey={(row) => row.id} server={paging(0, 10, false)} />);
    expect(pager()).toEqual([null, null, null, null]);
    rerender(<Table caption="Leads" columns={columns} rows={rows.slice(0, 10)} rowKey={(row) => row.id} server={paging(1, 10, false)} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    rerender(<Table caption="Leads" columns={columns} rows={rows.slice(0, 10)} rowKey={(row) => row.id} server={paging(0, 10, true)} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
