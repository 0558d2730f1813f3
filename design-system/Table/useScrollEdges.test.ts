import { describe, expect, it } from 'vitest';
import { scrollEdges } from './useScrollEdges';

describe('scrollEdges', () => {
  it('hides nothing when the table fits', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 })).toEqual({ start: false, end: false });
  });

  it('hides columns to the right before scrolling, on both sides midway, to the left at the end', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1200, clientWidth: 800 })).toEqual({ start: false, end: true });
    expect(scrollEdges({ scrollLeft: 200, scrollWidth: 1200, clientWidth: 800 })).toEqual({ start: true, end: true });
    expect(scrollEdges({ scrollLeft: 400, scrollWidth: 1200, clientWidth: 800 })).toEqual({ start: true, end: false });
  });

  it('ignores a pixel of rounding', () => {
    expect(scrollEdges({ scrollLeft: 399.5, scrollWidth: 1200, clientWidth: 800 })).toEqual({ start: true, end: false });
  });
});
