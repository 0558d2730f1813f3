import { useCallback, useMemo, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import useSWR from 'swr';
import { transactionRows, transactionsHandler, transactionsPageUrl, type TransactionPage, type TransactionRow, type TransactionStatus } from '~/fixtures/tables';
import { Badge } from '../Badge';
import { Button } from '../Button';
import type { Tone } from '../theme';
import { Table, type TableProps } from './Table';
import { TablePagination } from './TablePagination';
import { VirtualizedTable } from './VirtualizedTable';
import { convertSort, type TableSort } from './tableSort';
import { DEFAULT_TABLE_PAGE_SIZE } from './tablePagination';
import type { TableColumn } from './tableTypes';

const statusTones: Record<TransactionStatus, Tone> = {
  Success: 'success',
  Rejected: 'danger',
  Error: 'danger',
  'Manual Review': 'warning',
  Processing: 'info',
  'In Queue': 'violet',
  Awaiting: 'cyan',
  Cancelled: 'neutral',
};

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const two = (n: number) => String(n).padStart(2, '0');
/** dd-MM-yyyy HH:mm in UTC, so screenshots do not depend on the machine's time zone. */
function formatTime(iso: string): string {
  const d = new Date(iso);
  return `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

const columns: TableColumn<TransactionRow>[] = [
  { id: 'reference', header: 'Reference', sortable: true, isRowHeader: true, cell: { type: 'redirect', href: '/transactions' } },
  { id: 'customer', header: 'Customer', sortable: true },
  { id: 'status', header: 'Status', render: (row) => <Badge tone={statusTones[row.status]}>{row.status}</Badge> },
  { id: 'amount', header: 'Amount', sortable: true, align: 'end', accessor: (row) => rupees.format(row.amount) },
  { id: 'createdAt', header: 'Created', sortable: true, accessor: (row) => formatTime(row.createdAt) },
  { id: 'note', header: 'Note', width: '2fr' },
];

const openWorkflow = fn();

const linkColumns: TableColumn<TransactionRow>[] = [
  ...columns.slice(0, 2),
  { id: 'note', header: 'Note' },
  { id: 'detailsUrl', header: 'Details', accessor: (row) => `Open ${row.id}`, cell: { type: 'link', href: (row) => row.detailsUrl, externalLabel: 'opens in a new tab' } },
  { id: 'workflow', header: 'Workflow', cell: { type: 'action', onAction: openWorkflow } },
];

const rows = transactionRows(8);

/** Gives virtualised tables, which have no intrinsic width, the width of a console page. */
const Page = styled.div`
  width: min(${({ theme }) => theme.sizes.contentMaxWidth}, calc(100vw - ${({ theme }) => theme.space[8]}));
`;

/** Puts the controls around a table a step apart. */
const Stacked = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  & > button {
    justify-self: start;
  }
`;

type TxTableProps = TableProps<TransactionRow>;

const meta = {
  title: 'Design system/Table',
  component: Table<TransactionRow>,
  args: {
    'aria-label': 'Transactions',
    title: 'transactions',
    columns,
    rows,
  },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    sortFormat: { control: 'inline-radio', options: ['field', 'bulk'] },
  },
} satisfies Meta<TxTableProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowByName = (canvas: ReturnType<typeof within>, name: string | RegExp) => canvas.getByRole('row', { name });

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Transactions' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['Reference', 'Customer', 'Status', 'Amount', 'Created', 'Note']);
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(within(table).getByRole('rowheader', { name: 'REF-2025-000001' })).toBeInTheDocument();
  },
};

function sortRows(list: readonly TransactionRow[], sort: TableSort | null): TransactionRow[] {
  if (!sort) return [...list];
  const { field, order } = convertSort(sort, 'field');
  const key = field as keyof TransactionRow;
  return [...list].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order === 'desc' ? -c : c;
  });
}

/** Holds the sort the way a page does, sorting its rows locally. */
function SortableTable(args: TxTableProps) {
  const [sort, setSort] = useState<TableSort | null>(args.sort ?? null);
  return (
    <Table
      {...args}
      sort={sort}
      rows={sortRows(args.rows, sort)}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
    />
  );
}

export const Sortable: Story = {
  args: { onSortChange: fn(), sortFormat: 'field' },
  render: (args) => <SortableTable {...args} />,
  play: async ({ canvas, args }) => {
    const customer = canvas.getByRole('columnheader', { name: 'Customer' });
    await userEvent.click(customer);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'customer', order: 'asc' });
    await expect(customer).toHaveAttribute('aria-sort', 'ascending');

    // Keyboard: from the top Customer cell up to its header, across to Amount, Enter sorts it.
    await userEvent.click(within(canvas.getAllByRole('row')[1]!).getAllByRole('gridcell')[0]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(customer).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await expect(amount).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'asc' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'desc' });
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    const firstAmount = canvas.getAllByRole('row')[1]!;
    await expect(firstAmount).toHaveTextContent(rupees.format(Math.max(...rows.map((r) => r.amount))));
  },
};

export const SortableBulk: Story = {
  args: { onSortChange: fn(), sortFormat: 'bulk', sort: { sortBy: 'createdAt', sortOrder: '-1' } },
  render: (args) => <SortableTable {...args} />,
  play: async ({ canvas, args }) => {
    const created = canvas.getByRole('columnheader', { name: 'Created' });
    await expect(created).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(created);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ sortBy: 'createdAt', sortOrder: '1' });
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Reference' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ sortBy: 'reference', sortOrder: '1' });
  },
};

export const Selection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const selectAll = canvas.getByRole('checkbox', { name: 'Select All' });
    await expect(selectAll).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    await expect(selectAll).toBeChecked();
    const rowBoxes = canvas.getAllByRole('checkbox').filter((box) => box !== selectAll);
    await expect(rowBoxes).toHaveLength(8);
    for (const box of rowBoxes) await expect(box).toBeChecked();
    await expect(rowByName(canvas, /REF-2025-000003/)).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(selectAll).not.toBeChecked();
    await expect(selectAll).toBePartiallyChecked();
    const selected = (args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<string>;
    await expect([...selected]).toHaveLength(7);
    await expect(selected.has('txn_000002')).toBe(false);
  },
};

export const RowClick: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(rowByName(canvas, /REF-2025-000002/)).getAllByRole('gridcell')[1]!);
    await expect(args.onRowAction).toHaveBeenLastCalledWith(rows[1]);

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(rows[2]);
  },
};

export const LinkAndTruncatedCells: Story = {
  args: { columns: linkColumns, rows: transactionRows(5) },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('link', { name: /Open txn_000001/ });
    await expect(details).toHaveAttribute('href', 'https://console.veriflow.example/transactions/txn_000001');
    await expect(details).toHaveAttribute('target', '_blank');
    await expect(details).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'REF-2025-000003' })).toHaveAttribute('href', '/transactions/REF-2025-000003');
    await userEvent.click(within(rowByName(canvas, /REF-2025-000004/)).getByRole('button', { name: transactionRows(5)[3]!.workflow }));
    await expect(openWorkflow).toHaveBeenLastCalledWith(transactionRows(5)[3]);

    // The long note of row 3 is cut at 290 px; the arrow keys reach it and its tooltip shows it whole.
    const row = rowByName(canvas, /REF-2025-000003/);
    const note = within(row).getByText(/^Device fingerprint matched/);
    await expect(note.getBoundingClientRect().width).toBeLessThanOrEqual(290);
    await expect(note.scrollWidth).toBeGreaterThan(note.clientWidth);
    await userEvent.click(within(row).getAllByRole('gridcell')[0]!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(note).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Device fingerprint matched two earlier applications from the same household in the last 30 days');

    // One tooltip serves every cell text: Escape closes it, hovering the cut-off text opens it again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.hover(note);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Device fingerprint matched two earlier applications/);
  },
};

/**
 * The plain-row grid's cells: the arrows move from a row into its cells and between them (a cell's
 * link or button takes the focus), Up and Down keep the column, and the grid is one Tab stop.
 */
export const VirtualCellKeyboard: Story = {
  args: { columns: linkColumns, rows: transactionRows(5), isVirtualized: true, height: 'auto', onRowAction: fn() },
  render: (args) => (
    <Stacked>
      <Button variant="secondary">Before the table</Button>
      <Table {...args} />
      <Button variant="secondary">After the table</Button>
    </Stacked>
  ),
  play: async ({ canvas, args }) => {
    const row = (reference: string) => rowByName(canvas, new RegExp(reference));
    await userEvent.click(canvas.getByRole('button', { name: 'Before the table' }));
    await userEvent.tab();
    await expect(row('REF-2025-000001')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'REF-2025-000001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(row('REF-2025-000001')).getAllByRole('gridcell')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(row('REF-2025-000002')).getAllByRole('gridcell')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(transactionRows(5)[1]);
    await userEvent.keyboard('{End}');
    const workflow = within(row('REF-2025-000002')).getByRole('button', { name: transactionRows(5)[1]!.workflow });
    await expect(workflow).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openWorkflow).toHaveBeenLastCalledWith(transactionRows(5)[1]);
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(row('REF-2025-000002')).toHaveFocus();

    // The links and buttons in the rows are not Tab stops: Tab leaves the grid, Shift+Tab comes back to its row.
    await userEvent.keyboard('{ArrowRight}{End}');
    await expect(workflow).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the table' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(row('REF-2025-000002')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Before the table' })).toHaveFocus();
  },
};

const editRow = fn();
const deleteRow = fn();

export const RowMenu: Story = {
  args: {
    rows: transactionRows(4),
    rowActions: { canEdit: true, canDelete: true, onEdit: editRow, onDelete: deleteRow, triggerLabel: (row: TransactionRow) => `Actions for ${row.reference}` },
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for REF-2025-000002' });
    await userEvent.click(within(rowByName(canvas, /REF-2025-000002/)).getAllByRole('gridcell')[1]!);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['Edit', 'Delete']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(deleteRow).toHaveBeenLastCalledWith(transactionRows(4)[1]);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('menu');
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
  },
};

export const RowMenuEditOnly: Story = {
  args: {
    rows: transactionRows(4),
    rowActions: { canEdit: true, canDelete: false, onEdit: editRow, triggerLabel: (row: TransactionRow) => `Actions for ${row.reference}` },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for REF-2025-000003' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(editRow).toHaveBeenLastCalledWith(transactionRows(4)[2]);
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
  },
};

/** The content column of a 1024-wide console (the viewport less the sidebar and the page padding). */
const At1024 = styled.div`
  width: 720px;
`;

const isInside = (inner: Element, outer: Element) => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.left >= b.left - 1 && a.right <= b.right + 1;
};

/**
 * At 1024 wide the columns do not fit: the row's name (the first column) and its actions stay in
 * view while the rest scrolls beneath them, and a shadow on the kept columns shows that more
 * columns exist on that side (issue 15).
 */
export const At1024Wide: Story = {
  args: {
    rows: transactionRows(4),
    rowActions: { canEdit: true, canDelete: true, onEdit: editRow, onDelete: deleteRow, triggerLabel: (row: TransactionRow) => `Actions for ${row.reference}` },
  },
  render: (args) => (
    <At1024>
      <Table {...args} />
    </At1024>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Transactions' });
    const scroller = table.parentElement as HTMLElement;
    const frame = scroller.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await waitFor(() => expect(frame).toHaveAttribute('data-hidden-end'));
    await expect(frame).not.toHaveAttribute('data-hidden-start');
    const name = canvas.getByRole('rowheader', { name: 'REF-2025-000002' });
    const actions = canvas.getByRole('button', { name: 'Actions for REF-2025-000002' });
    // The actions are in view before any scrolling, the name after scrolling to the end.
    await expect(isInside(actions, scroller)).toBe(true);
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(frame).toHaveAttribute('data-hidden-start'));
    await waitFor(() => expect(frame).not.toHaveAttribute('data-hidden-end'));
    await expect(isInside(name, scroller)).toBe(true);
    await expect(isInside(actions, scroller)).toBe(true);
    // Midway, for the screenshot: columns hidden on both sides, both kept columns cast a shadow.
    scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
    await waitFor(() => expect(frame).toHaveAttribute('data-hidden-end'));
    await expect(isInside(name, scroller)).toBe(true);
    await expect(isInside(actions, scroller)).toBe(true);
  },
};

/** Without a kept column on the right, the right edge fades while more columns lie beyond it. */
export const At1024WideFade: Story = {
  args: { rows: transactionRows(4) },
  render: (args) => (
    <At1024>
      <Table {...args} />
    </At1024>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Transactions' });
    const frame = table.parentElement?.parentElement as HTMLElement;
    await waitFor(() => expect(frame).toHaveAttribute('data-hidden-end'));
    await expect(frame).not.toHaveAttribute('data-sticky-end');
    await waitFor(() => expect(getComputedStyle(frame, '::after').opacity).toBe('1'));
  },
};

export const OwnerNoActions: Story = {
  args: {
    rows: transactionRows(4),
    rowActions: { canEdit: true, canDelete: true, hideRowActions: true, triggerLabel: (row: TransactionRow) => `Actions for ${row.reference}` },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no transactions yet')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { isLoading: true, rows: [] },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('grid', { name: 'Transactions' });
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toContainElement(table);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByText('You have no transactions yet')).not.toBeInTheDocument();
  },
};

/** The plain-row grid as tall as its rows (`height="auto"`): a page of rows, all rendered, the page scrolling rather than the grid. */
/** `VirtualizedTable`: the grid alone, for a page whose only table is virtualised (the usage logs). */
export const GridAsTallAsItsRows: Story = {
  args: { rows: transactionRows(12), isVirtualized: true, height: 'auto', onRowAction: fn() },
  render: ({ isVirtualized: _virtualized, ...args }) => <VirtualizedTable {...args} />,
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Transactions' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(13);
    // A header of 40 px and 12 rows of 48 px, with nothing to scroll inside (a fixed height would be 480 px).
    await expect(grid.clientHeight).toBe(40 + 12 * 48);
    await expect(grid.scrollHeight).toBe(grid.clientHeight);
    await userEvent.click(within(grid).getByRole('rowheader', { name: 'REF-2025-000012' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(expect.objectContaining({ reference: 'REF-2025-000012' }));
  },
};

// ---------------------------------------------------------------------------------------------
// Server-paged tables: rows come from the MSW handler in fixtures/tables.ts through fetch().

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

async function fetchPage(url: string): Promise<TransactionPage> {
  const response = await fetch(url);
  if (!response.ok) throw new HttpError(response.status);
  return (await response.json()) as TransactionPage;
}

/** A list page in miniature: page, page size and sort in state, the page fetched from the server. */
function PagedTransactions(args: TxTableProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<string>(DEFAULT_TABLE_PAGE_SIZE);
  const [sort, setSort] = useState<TableSort | null>(null);
  const bulk = sort ? convertSort(sort, 'bulk') : undefined;
  const { data, error, isLoading } = useSWR(transactionsPageUrl({ page, pageSize, ...bulk }), fetchPage, { keepPreviousData: true });
  return (
    <Table
      {...args}
      rows={data?.items ?? []}
      isLoading={isLoading}
      error={error instanceof HttpError ? { status: error.status } : error ? true : null}
      sort={sort}
      sortFormat="bulk"
      onSortChange={setSort}
      height="60vh"
      footer={
        data && (
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={data.total}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        )
      }
    />
  );
}

export const Paginated: Story = {
  parameters: { msw: { handlers: [transactionsHandler({ total: 95 })] } },
  render: (args) => <PagedTransactions {...args} />,
  play: async ({ canvas }) => {
    await canvas.findByRole('rowheader', { name: 'REF-2025-000001' });
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText('1–20 of 95')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    const next = canvas.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await canvas.findByRole('rowheader', { name: 'REF-2025-000021' });
    await expect(canvas.getByText('21–40 of 95')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Keyboard: Enter on the focused 'Next page' button.
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('rowheader', { name: 'REF-2025-000041' });
    await expect(canvas.getByText('41–60 of 95')).toBeVisible();
  },
};

export const PaginatedPageSize: Story = {
  parameters: { msw: { handlers: [transactionsHandler({ total: 95 })] } },
  render: (args) => <PagedTransactions {...args} />,
  play: async ({ canvas }) => {
    await canvas.findByRole('rowheader', { name: 'REF-2025-000001' });
    // Keyboard: from the page buttons Shift+Tab to the page-size select (Previous is disabled), choose 30.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['20', '30', '50']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await canvas.findByText('1–30 of 95');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(31));
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [transactionsHandler({ status: 404 })] } },
  render: (args) => <PagedTransactions {...args} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data found')).toBeVisible();
    await expect(canvas.queryByText('Something went wrong')).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [transactionsHandler({ status: 500 })] } },
  render: (args) => <PagedTransactions {...args} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.queryByText('No data found')).not.toBeInTheDocument();
  },
};

/**
 * Loads 20 rows a page and appends the next page when the table asks for more. The story's
 * `onLoadMore` spy records each page number once that page has arrived.
 */
function InfiniteTransactions(args: TxTableProps & { onPageLoaded?: (page: number) => void }) {
  const { onPageLoaded, ...tableArgs } = args;
  const [pages, setPages] = useState<TransactionPage[]>([]);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const loading = useRef(false);
  const loaded = useMemo(() => pages.flatMap((p) => p.items), [pages]);
  const total = pages[0]?.total;

  const loadMore = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setLoadingMore(true);
    const next = pages.length + 1;
    void fetchPage(transactionsPageUrl({ page: next, pageSize: 20 })).then((page) => {
      loading.current = false;
      setLoadingMore(false);
      setPages((prev) => [...prev, page]);
      onPageLoaded?.(next);
    });
  }, [pages.length, onPageLoaded]);

  return (
      <Table
        {...tableArgs}
        rows={loaded}
        isVirtualized
        height="420px"
        isLoading={pages.length === 0 && isLoadingMore}
        onLoadMore={loadMore}
        hasMore={total === undefined || loaded.length < total}
        isLoadingMore={isLoadingMore && pages.length > 0}
      />
  );
}

export const InfiniteScroll: Story = {
  args: { onLoadMore: fn() },
  parameters: { msw: { handlers: [transactionsHandler({ total: 60, latency: 150 })] } },
  render: (args) => <InfiniteTransactions {...args} onPageLoaded={args.onLoadMore} />,
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole('grid', { name: 'Transactions' });
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledWith(1));
    await canvas.findByRole('rowheader', { name: 'REF-2025-000001' });
    await expect(table).toHaveAttribute('aria-rowcount', '21');

    // Scroll to the end (again while the virtualiser grows the content) until the next page arrives.
    const scrollToEnd = () => {
      table.scrollTop = table.scrollHeight;
    };
    scrollToEnd();
    await canvas.findByText('Loading more');
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledWith(2));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '41'));
    await expect(canvas.queryByText('Loading more')).not.toBeInTheDocument();

    await waitFor(
      () => {
        scrollToEnd();
        expect(table).toHaveAttribute('aria-rowcount', '61');
      },
    );
    await expect(args.onLoadMore).toHaveBeenCalledTimes(3);
    await waitFor(
      () => {
        scrollToEnd();
        expect(canvas.getByRole('rowheader', { name: 'REF-2025-000060' })).toBeInTheDocument();
      },
    );
    table.scrollTop = 0;
    await canvas.findByRole('rowheader', { name: 'REF-2025-000001' });
  },
};

const tenThousand = transactionRows(10_000);

export const TenThousandRows: Story = {
  args: { rows: tenThousand, columns: columns.slice(0, 4), isVirtualized: true, height: '480px' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Transactions' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await canvas.findByRole('rowheader', { name: 'REF-2025-000001' });
    table.scrollTop = table.scrollHeight;
    await canvas.findByRole('rowheader', { name: 'REF-2025-010000' });
    const rendered = within(table).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(40);
    await expect(canvas.queryByRole('rowheader', { name: 'REF-2025-000001' })).not.toBeInTheDocument();
  },
};

/** The keyboard reaches the last of 10,000 rows and back, while only a window of rows is in the DOM. */
export const TenThousandRowsKeyboard: Story = {
  args: { rows: tenThousand, columns: columns.slice(0, 4), isVirtualized: true, height: '480px' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Transactions' });
    const row = (reference: string) => canvas.getByRole('row', { name: new RegExp(reference) });
    await userEvent.tab();
    await expect(row('REF-2025-000001')).toHaveFocus();

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(row('REF-2025-010000')).toHaveFocus());
    await expect(row('REF-2025-010000')).toHaveAttribute('aria-rowindex', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
    await expect(canvas.queryByRole('rowheader', { name: 'REF-2025-000001' })).not.toBeInTheDocument();

    await userEvent.keyboard('{ArrowUp}');
    await expect(row('REF-2025-009999')).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(document.activeElement).toHaveAttribute('aria-rowindex', '9991');

    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(row('REF-2025-000001')).toHaveFocus());
    await expect(canvas.queryByRole('rowheader', { name: 'REF-2025-010000' })).not.toBeInTheDocument();
  },
};

/** In the virtualised table, Enter is the row action, Space selects the focused row, the header checkbox selects all. */
export const TenThousandRowsSelection: Story = {
  args: { rows: tenThousand, columns: columns.slice(0, 4), isVirtualized: true, height: '480px', selectionMode: 'multiple', onRowAction: fn(), onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /REF-2025-000001/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(tenThousand[1]);

    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: /REF-2025-000002/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['txn_000002']));

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    await expect(canvas.getByRole('row', { name: /REF-2025-000003/ })).toHaveAttribute('aria-selected', 'true');
  },
};
