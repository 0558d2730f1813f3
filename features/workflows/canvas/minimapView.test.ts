import { describe, expect, it } from 'vitest';
import { minimapLayerTransform, minimapPaths, minimapScale, minimapViewBox, toMinimapPixels, unionOf, viewportRect } from './minimapView';

describe('minimap geometry', () => {
  it('unites rectangles', () => {
    expect(unionOf({ x: 0, y: 0, width: 10, height: 10 }, { x: -5, y: 5, width: 10, height: 20 })).toEqual({ x: -5, y: 0, width: 15, height: 25 });
  });

  it('turns the transform into the part of the flow in view', () => {
    expect(viewportRect([-100, 50, 0.5], 800, 600)).toEqual({ x: 200, y: -100, width: 1600, height: 1200 });
  });

  it('shows the nodes and the viewport together, letterboxed to 200 x 150 with a margin of 5 view units', () => {
    // 400 x 150 shown: the width decides, 2 units per pixel; the height grows to 300 and is centred.
    const box = minimapViewBox({ x: 0, y: 0, width: 100, height: 150 }, { x: 300, y: 0, width: 100, height: 100 });
    expect(box).toEqual({ x: -10, y: -85, width: 420, height: 320 });
  });

  it('shows only the viewport when there are no nodes', () => {
    expect(minimapViewBox(null, { x: 0, y: 0, width: 200, height: 150 })).toEqual({ x: -5, y: -5, width: 210, height: 160 });
  });

  it('lays the drawing over the minimap so that flow points land on the same pixels', () => {
    const viewBox = { x: -10, y: -85, width: 420, height: 320 };
    const drawn = { x: 0, y: 0, width: 100, height: 150 };
    const transform = minimapLayerTransform(drawn, viewBox);
    const [, tx, ty, scale] = /translate\(([-\d.]+)px, ([-\d.]+)px\) scale\(([-\d.]+)\)/.exec(transform)!.map(Number);
    // The SVG fits the 420 x 320 box into 200 x 150 (0.46875 px per unit) and centres it: 1.5625 px each side.
    // The flow point (100, 150), the drawing's far corner, is (110, 235) units from the box's corner.
    expect(scale).toBeCloseTo(0.46875);
    expect(tx! + 100 * scale!).toBeCloseTo(1.5625 + 110 * 0.46875);
    expect(ty! + 150 * scale!).toBeCloseTo(235 * 0.46875);
  });

  it('places the viewport on the minimap in pixels', () => {
    const viewBox = { x: -10, y: -85, width: 420, height: 320 };
    expect(minimapScale(viewBox)).toBeCloseTo(0.46875);
    const px = toMinimapPixels({ x: 300, y: 0, width: 100, height: 100 }, viewBox);
    expect(px.x).toBeCloseTo(1.5625 + 310 * 0.46875);
    expect(px.y).toBeCloseTo(85 * 0.46875);
    expect(px.width).toBeCloseTo(46.875);
    expect(px.height).toBeCloseTo(46.875);
  });

  it('draws one path per colour and skips shapes without a size', () => {
    const { bounds, paths } = minimapPaths([
      { x: 0, y: 0, width: 10, height: 5, color: 'red' },
      { x: 20, y: 10, width: 10, height: 5, color: 'blue' },
      { x: 40, y: -10, width: 10, height: 5, color: 'red' },
      { x: 100, y: 100, width: 0, height: 0, color: 'red' },
    ]);
    expect(bounds).toEqual({ x: 0, y: -10, width: 50, height: 25 });
    expect(paths).toEqual([
      { color: 'red', d: 'M0 0h10v5h-10zM40 -10h10v5h-10z' },
      { color: 'blue', d: 'M20 10h10v5h-10z' },
    ]);
  });

  it('has no bounds without shapes', () => {
    expect(minimapPaths([])).toEqual({ bounds: null, paths: [] });
  });

  it('draws nothing, rather than NaN, before the canvas has a size or nodes', () => {
    const viewBox = minimapViewBox(null, viewportRect([0, 0, 1], 0, 0));
    expect(minimapScale(viewBox)).toBe(0);
    expect(Object.values(toMinimapPixels({ x: 10, y: 10, width: 50, height: 20 }, viewBox)).every(Number.isFinite)).toBe(true);
    expect(minimapLayerTransform({ x: 0, y: 0, width: 50, height: 20 }, viewBox)).not.toContain('NaN');
  });
});
