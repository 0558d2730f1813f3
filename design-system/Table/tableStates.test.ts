import { describe, expect, it } from 'vitest';
import { tableState } from './tableStates';

const texts = { title: 'transactions', notFoundText: 'No data found', errorText: 'Something went wrong' };

describe('table states', () => {
  it("shows 'No data found' for a 404", () => {
    expect(tableState({ error: { status: 404 }, rowCount: 0 }, texts)).toEqual({ kind: 'notFound', text: 'No data found' });
  });

  it("shows 'Something went wrong' for other errors, even with rows", () => {
    expect(tableState({ error: { status: 500 }, rowCount: 3 }, texts)).toEqual({ kind: 'error', text: 'Something went wrong' });
    expect(tableState({ error: {}, rowCount: 0 }, texts)).toEqual({ kind: 'error', text: 'Something went wrong' });
    expect(tableState({ error: true, rowCount: 0 }, texts)).toEqual({ kind: 'error', text: 'Something went wrong' });
  });

  it("shows 'You have no {title} yet' when there are no rows", () => {
    expect(tableState({ error: null, rowCount: 0 }, texts)).toEqual({ kind: 'empty', text: 'You have no transactions yet' });
    expect(tableState({ rowCount: 0 }, { ...texts, emptyText: 'Nothing matches these filters' })).toEqual({ kind: 'empty', text: 'Nothing matches these filters' });
    expect(tableState({ rowCount: 0 }, { ...texts, title: undefined })).toEqual({ kind: 'empty', text: 'No data found' });
  });

  it('shows rows when there are some', () => {
    expect(tableState({ error: false, rowCount: 1 }, texts)).toBeNull();
  });
});
