import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Table } from './Table';
import type { TableColumn } from './tableTypes';

interface Row {
  id: string;
  name: string;
}

const columns: TableColumn<Row>[] = [{ id: 'name', header: 'Name', isRowHeader: true }];
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));

function renderTable(rows: Row[], isLoading = false) {
  return (
    <ThemeProvider>
      <Table aria-label="Rows" columns={columns} rows={rows} getRowId={(row) => row.id} isLoading={isLoading} isVirtualized height="480px" />
    </ThemeProvider>
  );
}

describe('the virtualised table reads no layout in the commit that brings its rows', () => {
  let observed: Array<() => void>;
  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observed.push(this.callback);
        }
        disconnect() {}
        unobserve() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('windows the new rows from the last measures; the resize observer measures the grid', () => {
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    const { rerender } = render(renderTable([], true));
    clientHeight.mockClear();
    rerender(renderTable(rowsOf(1000)));
    expect(clientHeight).not.toHaveBeenCalled();
    // 480 px less the header, at 48 px a row, with the overscan and the window step: tens of rows, not a thousand.
    const shown = screen.getAllByRole('row').length;
    expect(shown).toBeGreaterThan(10);
    expect(shown).toBeLessThan(60);
    act(() => observed.at(-1)?.());
    expect(clientHeight).toHaveBeenCalled();
    clientHeight.mockRestore();
  });

  it('renders the rows that arrive in the commit that brings them, not in a second, synchronous one', () => {
    const commits: string[] = [];
    const profiled = (rows: Row[], isLoading = false) => (
      <Profiler id="table" onRender={(_id, phase) => commits.push(phase)}>
        {renderTable(rows, isLoading)}
      </Profiler>
    );
    const { rerender } = render(profiled([], true));
    commits.length = 0;
    rerender(profiled(rowsOf(1000)));
    expect(commits).not.toContain('nested-update');
    expect(screen.getAllByRole('row').length).toBeGreaterThan(10);
  });

  it('shows rows that arrive in a blocking update in a deferred render, the skeleton until then', () => {
    const shown: Array<{ busy: boolean; rows: number }> = [];
    const profiled = (rows: Row[], isLoading = false) => (
      <Profiler id="table" onRender={() => shown.push({ busy: screen.getByRole('grid').closest('[aria-busy]') !== null, rows: screen.getAllByRole('row').length })}>
        {renderTable(rows, isLoading)}
      </Profiler>
    );
    const { rerender } = render(profiled([], true));
    shown.length = 0;
    rerender(profiled(rowsOf(1000)));
    expect(shown[0]?.busy).toBe(true);
    expect(shown.at(-1)?.busy).toBe(false);
    expect(shown.at(-1)?.rows).toBeGreaterThan(10);
  });
});
