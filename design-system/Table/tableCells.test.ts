import { describe, expect, it } from 'vitest';
import { cellText, columnText, isNearScrollEnd, redirectHref } from './tableCells';

describe('table cells', () => {
  it('turns values into text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(0)).toBe('0');
    expect(cellText('KYC')).toBe('KYC');
  });

  it("reads a cell's text by the column's accessor, else by its id", () => {
    const row = { id: 7, amount: 1500, note: null };
    expect(columnText({ id: 'amount' }, row)).toBe('1500');
    expect(columnText({ id: 'note' }, row)).toBe('');
    expect(columnText({ id: 'amount', accessor: (r: typeof row) => `₹${r.amount}` }, row)).toBe('₹1500');
  });

  it('appends the row value to the base path', () => {
    expect(redirectHref('/bulk-query', 'job_42')).toBe('/bulk-query/job_42');
    expect(redirectHref('/bulk-query/', 'job_42')).toBe('/bulk-query/job_42');
    expect(redirectHref('/usage-logs', 'a b/c')).toBe('/usage-logs/a%20b%2Fc');
    expect(redirectHref('', 7)).toBe('/7');
  });

  it('knows when a scroll region is near its end', () => {
    expect(isNearScrollEnd({ scrollTop: 0, scrollHeight: 1000, clientHeight: 400 }, 100)).toBe(false);
    expect(isNearScrollEnd({ scrollTop: 499, scrollHeight: 1000, clientHeight: 400 }, 100)).toBe(false);
    expect(isNearScrollEnd({ scrollTop: 500, scrollHeight: 1000, clientHeight: 400 }, 100)).toBe(true);
    expect(isNearScrollEnd({ scrollTop: 0, scrollHeight: 300, clientHeight: 400 }, 100)).toBe(true);
  });
});
