import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES, clampPage, defaultRangeLabel, pageCount, pageItems, pageRange } from './tablePagination';

describe('table pagination', () => {
  it("offers '20', '30' and '50' as strings, '20' by default", () => {
    expect(TABLE_PAGE_SIZES).toEqual(['20', '30', '50']);
    expect(DEFAULT_TABLE_PAGE_SIZE).toBe('20');
  });

  it('counts pages, with one page for no rows', () => {
    expect(pageCount(95, '20')).toBe(5);
    expect(pageCount(100, '50')).toBe(2);
    expect(pageCount(0, '20')).toBe(1);
    expect(() => pageCount(10, '0')).toThrow('Invalid page size: 0');
  });

  it('gives the rows shown on a page', () => {
    expect(pageRange(1, '20', 95)).toEqual({ from: 1, to: 20 });
    expect(pageRange(5, '20', 95)).toEqual({ from: 81, to: 95 });
    expect(pageRange(9, '20', 95)).toEqual({ from: 81, to: 95 });
    expect(pageRange(1, '20', 0)).toEqual({ from: 0, to: 0 });
    expect(defaultRangeLabel(81, 95, 95)).toBe('81–95 of 95');
  });

  it('clamps pages into range', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('elides the far pages and keeps seven items', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    for (let p = 1; p <= 20; p += 1) expect(pageItems(p, 20)).toHaveLength(7);
  });
});
