/** Where the minimap draws the flow: pure geometry, in flow units unless said otherwise. */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MinimapShape extends Rect {
  /** A CSS colour (a theme token reference). */
  color: string;
}

/** React Flow's MiniMap: 200 x 150 pixels, a margin of 5 view units around what it shows. */
export const MINIMAP_SIZE = { width: 200, height: 150 } as const;
const OFFSET_SCALE = 5;

export function unionOf(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** The part of the flow the viewport shows, from React Flow's transform [x, y, zoom] and the pane's size. */
export function viewportRect([tx, ty, zoom]: readonly [number, number, number], width: number, height: number): Rect {
  return { x: -tx / zoom, y: -ty / zoom, width: width / zoom, height: height / zoom };
}

/**
 * The view box of React Flow's MiniMap (the same rule as its own): the nodes and the viewport
 * together, letterboxed to the minimap's aspect ratio, with a margin.
 */
export function minimapViewBox(nodesBounds: Rect | null, viewport: Rect, size: { width: number; height: number } = MINIMAP_SIZE): Rect {
  const shown = nodesBounds ? unionOf(nodesBounds, viewport) : viewport;
  const viewScale = Math.max(shown.width / size.width, shown.height / size.height);
  const viewWidth = viewScale * size.width;
  const viewHeight = viewScale * size.height;
  const offset = OFFSET_SCALE * viewScale;
  return {
    x: shown.x - (viewWidth - shown.width) / 2 - offset,
    y: shown.y - (viewHeight - shown.height) / 2 - offset,
    width: viewWidth + offset * 2,
    height: viewHeight + offset * 2,
  };
}

/**
 * The CSS transform that lays a drawing of `drawn` (one pixel per flow unit, origin at its
 * top-left corner) over a minimap showing `viewBox` at `size` pixels.
 */
export function minimapLayerTransform(drawn: Rect, viewBox: Rect, size: { width: number; height: number } = MINIMAP_SIZE): string {
  const { x, y } = toMinimapPixels(drawn, viewBox, size);
  return `translate(${x}px, ${y}px) scale(${minimapScale(viewBox, size)})`;
}

/** One SVG path per colour for all the shapes (an outline of rectangles), and the box they fill. */
export function minimapPaths(shapes: readonly MinimapShape[]): { bounds: Rect | null; paths: { color: string; d: string }[] } {
  const byColor = new Map<string, string[]>();
  let bounds: Rect | null = null;
  for (const { x, y, width, height, color } of shapes) {
    if (width <= 0 || height <= 0) continue;
    const rect = { x, y, width, height };
    bounds = bounds ? unionOf(bounds, rect) : rect;
    const parts = byColor.get(color) ?? [];
    parts.push(`M${x} ${y}h${width}v${height}h${-width}z`);
    byColor.set(color, parts);
  }
  return { bounds, paths: [...byColor].map(([color, parts]) => ({ color, d: parts.join('') })) };
}

/** Where a flow rectangle lands on a minimap showing `viewBox` at `size` pixels (fitted and centred, as an SVG would). */
export function toMinimapPixels(rect: Rect, viewBox: Rect, size: { width: number; height: number } = MINIMAP_SIZE): Rect {
  const scale = minimapScale(viewBox, size);
  const dx = (size.width - viewBox.width * scale) / 2;
  const dy = (size.height - viewBox.height * scale) / 2;
  return { x: dx + (rect.x - viewBox.x) * scale, y: dy + (rect.y - viewBox.y) * scale, width: rect.width * scale, height: rect.height * scale };
}

/** Minimap pixels per flow unit. */
export function minimapScale(viewBox: Rect, size: { width: number; height: number } = MINIMAP_SIZE): number {
  const scale = Math.min(size.width / viewBox.width, size.height / viewBox.height);
  // Nothing to show yet (an unmeasured canvas without nodes): nothing is drawn, rather than NaN.
  return Number.isFinite(scale) ? scale : 0;
}
