/** Where the canvas looks: pure viewport arithmetic, flow units unless said otherwise. */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** The viewport that shows `point` at the centre of a pane of `pane` pixels, at `zoom`. */
export function centredViewport(point: { x: number; y: number }, zoom: number, pane: { width: number; height: number }): Viewport {
  // Whole pixels: text on a fractional offset renders (and screenshots) differently from run to run.
  return { x: Math.round(pane.width / 2 - point.x * zoom), y: Math.round(pane.height / 2 - point.y * zoom), zoom };
}

/** True when the whole box shows in the pane, at least `marginPx` pixels inside its edges. */
export function isInView(box: Box, viewport: Viewport, pane: { width: number; height: number }, marginPx = 0): boolean {
  const left = box.x * viewport.zoom + viewport.x;
  const top = box.y * viewport.zoom + viewport.y;
  const right = left + box.width * viewport.zoom;
  const bottom = top + box.height * viewport.zoom;
  return left >= marginPx && top >= marginPx && right <= pane.width - marginPx && bottom <= pane.height - marginPx;
}

export const centreOf = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
