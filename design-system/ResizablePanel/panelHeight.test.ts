import { describe, expect, it } from 'vitest';
import { clampHeight, dragHeight, PANEL_DEFAULT_HEIGHT, PANEL_MAX_HEIGHT } from './panelHeight';

describe('clampHeight', () => {
  it('keeps heights inside the limits as they are', () => {
    expect(clampHeight(PANEL_DEFAULT_HEIGHT)).toBe(65);
    expect(clampHeight(20)).toBe(20);
    expect(clampHeight(90)).toBe(90);
  });

  it('caps the height at 90 % and at the minimum', () => {
    expect(PANEL_MAX_HEIGHT).toBe(90);
    expect(clampHeight(95)).toBe(90);
    expect(clampHeight(120)).toBe(90);
    expect(clampHeight(10)).toBe(20);
    expect(clampHeight(-5)).toBe(20);
  });

  it('takes other limits, in either order', () => {
    expect(clampHeight(50, 30, 40)).toBe(40);
    expect(clampHeight(50, 40, 30)).toBe(40);
    expect(clampHeight(10, 30, 40)).toBe(30);
  });

  it('turns a height that is not a number into the minimum', () => {
    expect(clampHeight(Number.NaN)).toBe(20);
    expect(clampHeight(Number.POSITIVE_INFINITY)).toBe(90);
  });
});

describe('dragHeight', () => {
  it('grows the panel when the edge is dragged up and shrinks it when dragged down', () => {
    expect(dragHeight(65, -100, 1000)).toBe(75);
    expect(dragHeight(65, 150, 1000)).toBe(50);
  });

  it('leaves the height alone in a container without size', () => {
    expect(dragHeight(65, 100, 0)).toBe(65);
  });
});
