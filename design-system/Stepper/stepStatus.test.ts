import { describe, expect, it } from 'vitest';
import { resolveCurrentIndex, stepStatus } from './stepStatus';

const bulkUpload = ['CreateApplication', 'FileUpload', 'Preview', 'BatchScrubStarted'];

describe('stepStatus', () => {
  it('marks earlier steps complete, the current step current and later steps upcoming', () => {
    expect([0, 1, 2, 3].map((i) => stepStatus(i, 2))).toEqual(['complete', 'complete', 'current', 'upcoming']);
  });

  it('marks every step complete past the last and every step upcoming before the first', () => {
    expect([0, 1, 2, 3].map((i) => stepStatus(i, 4))).toEqual(['complete', 'complete', 'complete', 'complete']);
    expect([0, 1].map((i) => stepStatus(i, -1))).toEqual(['upcoming', 'upcoming']);
  });
});

describe('resolveCurrentIndex', () => {
  it('finds a step by id', () => {
    expect(resolveCurrentIndex(bulkUpload, 'Preview')).toBe(2);
    expect(resolveCurrentIndex(bulkUpload, 'CreateApplication')).toBe(0);
  });

  it('takes an index, capped at one past the last step', () => {
    expect(resolveCurrentIndex(bulkUpload, 1)).toBe(1);
    expect(resolveCurrentIndex(bulkUpload, 9)).toBe(4);
  });

  it('gives -1 for an unknown id or a negative or fractional index', () => {
    expect(resolveCurrentIndex(bulkUpload, 'Done')).toBe(-1);
    expect(resolveCurrentIndex(bulkUpload, -2)).toBe(-1);
    expect(resolveCurrentIndex(bulkUpload, 1.5)).toBe(-1);
  });
});
