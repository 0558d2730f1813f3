import { describe, expect, it } from 'vitest';
import { awaitingValues } from './awaitingValues';

describe('awaitingValues', () => {
  it('names each awaited key by its display name and marks those received', () => {
    const names: Record<string, string> = { accountNumber: 'Account Number', ifsc: 'IFSC' };
    expect(awaitingValues(['accountNumber', 'ifsc', 'extra'], { ifsc: 'SBIN0001234' }, (key) => names[key] ?? null)).toEqual([
      { key: 'accountNumber', displayName: 'Account Number', set: false },
      { key: 'ifsc', displayName: 'IFSC', set: true },
      { key: 'extra', set: false },
    ]);
  });
  it('keeps the keys without display names', () => {
    expect(awaitingValues(['pan'], { pan: '' })).toEqual([{ key: 'pan', set: false }]);
  });
});
