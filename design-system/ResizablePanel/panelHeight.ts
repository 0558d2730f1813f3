/** The bottom panel's heights, in percent of its container (document 2: default 65 %, maximum 90 %). */
export const PANEL_DEFAULT_HEIGHT = 65;
export const PANEL_MAX_HEIGHT = 90;
/** The smallest height, so the panel's header stays in view. */
export const PANEL_MIN_HEIGHT = 20;
/** How far one arrow-key press moves the edge, in percent. */
export const PANEL_KEY_STEP = 5;

/** The height kept within [min, max]; a value that is not a number becomes `min`. */
export function clampHeight(value: number, min: number = PANEL_MIN_HEIGHT, max: number = PANEL_MAX_HEIGHT): number {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  if (Number.isNaN(value)) return low;
  return Math.min(high, Math.max(low, value));
}

/** The height, in percent, that a drag moves to: `deltaPx` is how far the pointer moved down, in pixels. */
export function dragHeight(startHeight: number, deltaPx: number, containerPx: number): number {
  if (containerPx <= 0) return startHeight;
  return startHeight - (deltaPx / containerPx) * 100;
}
