import { describe, expect, it } from 'vitest';
import { columnTrack } from './virtualTableTracks';

describe('columnTrack', () => {
  it('keeps pixel and percentage widths', () => {
    expect(columnTrack(120, undefined)).toBe('120px');
    expect(columnTrack('25%', undefined)).toBe('25%');
  });

  it('shares the free space by fractions, one each by default, down to the minimum width', () => {
    expect(columnTrack('2fr', undefined)).toBe('minmax(0px, 2fr)');
    expect(columnTrack(undefined, 80)).toBe('minmax(80px, 1fr)');
    expect(columnTrack(undefined, undefined)).toBe('minmax(0px, 1fr)');
  });
});
