import { describe, expect, it } from 'vitest';
import { convertSort, fromSortDescriptor, isBulkSort, toSortDescriptor } from './tableSort';

describe('table sort shapes', () => {
  it('emits the field shape with asc and desc', () => {
    expect(fromSortDescriptor({ column: 'createdAt', direction: 'ascending' }, 'field')).toEqual({ field: 'createdAt', order: 'asc' });
    expect(fromSortDescriptor({ column: 'createdAt', direction: 'descending' }, 'field')).toEqual({ field: 'createdAt', order: 'desc' });
  });

  it("emits the bulk shape with '1' ascending and '-1' descending", () => {
    expect(fromSortDescriptor({ column: 'name', direction: 'ascending' }, 'bulk')).toEqual({ sortBy: 'name', sortOrder: '1' });
    expect(fromSortDescriptor({ column: 'name', direction: 'descending' }, 'bulk')).toEqual({ sortBy: 'name', sortOrder: '-1' });
  });

  it('reads either shape back into a sort descriptor', () => {
    expect(toSortDescriptor({ field: 'amount', order: 'desc' })).toEqual({ column: 'amount', direction: 'descending' });
    expect(toSortDescriptor({ sortBy: 'amount', sortOrder: '1' })).toEqual({ column: 'amount', direction: 'ascending' });
    expect(toSortDescriptor(null)).toBeUndefined();
    expect(toSortDescriptor(undefined)).toBeUndefined();
  });

  it('converts between the shapes both ways', () => {
    expect(convertSort({ field: 'status', order: 'desc' }, 'bulk')).toEqual({ sortBy: 'status', sortOrder: '-1' });
    expect(convertSort({ sortBy: 'status', sortOrder: '1' }, 'field')).toEqual({ field: 'status', order: 'asc' });
    expect(convertSort({ field: 'status', order: 'asc' }, 'field')).toEqual({ field: 'status', order: 'asc' });
    const roundTrip = convertSort(convertSort({ sortBy: 'id', sortOrder: '-1' }, 'field'), 'bulk');
    expect(roundTrip).toEqual({ sortBy: 'id', sortOrder: '-1' });
  });

  it('tells the shapes apart', () => {
    expect(isBulkSort({ sortBy: 'id', sortOrder: '1' })).toBe(true);
    expect(isBulkSort({ field: 'id', order: 'asc' })).toBe(false);
  });
});
