import { describe, expect, it } from 'vitest';
import { formatCredits, formatDuration } from './format';
import { awaitingValues } from './awaitingValues';
import { transactionFileName, transactionFileText } from './transactionFile';
import { conditionText } from './nodeState';

describe('formatDuration', () => {
  it("shows '-' without a duration, ms under a second, seconds and minutes above", () => {
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(undefined)).toBe('-');
    expect(formatDuration(845)).toBe('845 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });
});

describe('formatCredits', () => {
  it('groups digits the Indian way', () => {
    expect(formatCredits(3)).toBe('3');
    expect(formatCredits(125000.5)).toBe('1,25,000.5');
  });
});

describe('awaitingValues', () => {
  it('marks an awaited key received once the input holds a value for it', () => {
    expect(awaitingValues(['accountNumber', 'ifsc'], { accountNumber: '1234', ifsc: '' })).toEqual([
      { key: 'accountNumber', set: true },
      { key: 'ifsc', set: false },
    ]);
  });
});

describe('transaction file', () => {
  it('is named after the transaction and holds its indented JSON', () => {
    expect(transactionFileName('txn_demo_001')).toBe('txn_demo_001.json');
    expect(transactionFileText({ transactionId: 'txn_demo_001' })).toBe('{\n  "transactionId": "txn_demo_001"\n}\n');
  });
});

describe('conditionText', () => {
  it('says whether the condition held', () => {
    expect(conditionText(true)).toBe('Condition held');
    expect(conditionText(false)).toBe('Condition did not hold');
    expect(conditionText(null)).toBeNull();
  });
});
