import { describe, expect, it } from 'vitest';
import { partitionAwaiting } from './awaitingValues';

describe('partitionAwaiting', () => {
  it('splits values into still awaited and received, keeping their order', () => {
    const result = partitionAwaiting([
      { key: 'pan', displayName: 'PAN Number', set: true },
      { key: 'selfie', displayName: 'Selfie', set: false },
      { key: 'aadhaar', displayName: 'Aadhaar Number', set: false },
      { key: 'dob', displayName: 'Date of Birth', set: true },
    ]);
    expect(result.awaited).toEqual([
      { key: 'selfie', label: 'Selfie' },
      { key: 'aadhaar', label: 'Aadhaar Number' },
    ]);
    expect(result.received).toEqual([
      { key: 'pan', label: 'PAN Number' },
      { key: 'dob', label: 'Date of Birth' },
    ]);
  });

  it('labels a value by its key when it has no display name', () => {
    expect(partitionAwaiting([{ key: 'mobile', set: false }, { key: 'email', displayName: '  ', set: true }])).toEqual({
      awaited: [{ key: 'mobile', label: 'mobile' }],
      received: [{ key: 'email', label: 'email' }],
    });
  });

  it('gives two empty lists for no values', () => {
    expect(partitionAwaiting([])).toEqual({ awaited: [], received: [] });
    expect(partitionAwaiting(undefined)).toEqual({ awaited: [], received: [] });
  });
});
