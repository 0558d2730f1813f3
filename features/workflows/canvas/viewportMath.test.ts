import { describe, expect, it } from 'vitest';
import { centredViewport, centreOf, isInView } from './viewportMath';

describe('viewport arithmetic', () => {
  it('centres a point in the pane at a zoom', () => {
    expect(centredViewport({ x: 100, y: 50 }, 2, { width: 800, height: 400 })).toEqual({ x: 200, y: 100, zoom: 2 });
  });

  it('tells whether a box shows whole in the pane, with a margin', () => {
    const card = { x: 600, y: 0, width: 210, height: 82 };
    const pane = { width: 800, height: 300 };
    expect(isInView(card, { x: 0, y: 100, zoom: 1 }, pane)).toBe(false);
    expect(isInView(card, { x: -100, y: 100, zoom: 1 }, pane)).toBe(true);
    expect(isInView(card, { x: -100, y: 100, zoom: 1 }, pane, 100)).toBe(false);
    // A shorter pane (a panel took the lower part) hides a card that sat low in it.
    expect(isInView(card, { x: -100, y: 200, zoom: 1 }, { width: 800, height: 260 })).toBe(false);
  });

  it('finds the centre of a box', () => {
    expect(centreOf({ x: 10, y: 20, width: 100, height: 40 })).toEqual({ x: 60, y: 40 });
  });
});
