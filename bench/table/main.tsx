// The page `bench/tableScroll.ts` scrolls: `?mode=table` renders the design-system Table with
// 10,000 virtualised rows; `?mode=static` renders the peer, a plain pre-rendered 60-row <table>
// in the same scroll box, whose frame times are the browser's floor for this markup.
import { createRoot } from 'react-dom/client';
import { Table, ThemeProvider, type TableColumn } from '../../design-system';
import { transactionRows, type TransactionRow } from '../../fixtures/tables';

declare global {
  interface Window {
    benchReady?: { mountMs: number; rowCount: number };
  }
}

const ROWS = 10_000;
const HEIGHT = '480px';
const mode = new URLSearchParams(location.search).get('mode') ?? 'table';

const columns: TableColumn<TransactionRow>[] = [
  { id: 'reference', header: 'Reference', isRowHeader: true, sortable: true },
  { id: 'customer', header: 'Customer', sortable: true },
  { id: 'workflow', header: 'Workflow' },
  { id: 'status', header: 'Status' },
  { id: 'amount', header: 'Amount', align: 'end' },
  { id: 'createdAt', header: 'Created' },
  { id: 'note', header: 'Note' },
];

function StaticTable({ rows }: { rows: TransactionRow[] }) {
  return (
    <div data-bench-scroll style={{ height: HEIGHT, overflow: 'auto', width: '1200px' }}>
      <table style={{ width: '100%', borderCollapse: 'separate', borderSpacing: 0 }}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} style={{ position: 'sticky', top: 0, height: 40, textAlign: 'left' }}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((c) => (
                <td key={c.id} style={{ height: 48, maxWidth: 290, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {String(row[c.id as keyof TransactionRow])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const start = performance.now();
const rows = transactionRows(mode === 'static' ? 60 : ROWS);
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    {mode === 'static' ? (
      <StaticTable rows={rows} />
    ) : (
      <div style={{ width: '1200px' }}>
        <Table aria-label="Transactions" columns={columns} rows={rows} isVirtualized height={HEIGHT} />
      </div>
    )}
  </ThemeProvider>,
);

function whenPainted() {
  const scroller = mode === 'static' ? document.querySelector('[data-bench-scroll]') : document.querySelector('[role="grid"]');
  if (!scroller || !document.querySelector('[role="row"] td, [role="row"] [role="rowheader"], tbody tr')) {
    requestAnimationFrame(whenPainted);
    return;
  }
  scroller.setAttribute('data-bench-scroll', '');
  requestAnimationFrame(() => {
    window.benchReady = { mountMs: performance.now() - start, rowCount: rows.length };
  });
}
requestAnimationFrame(whenPainted);
