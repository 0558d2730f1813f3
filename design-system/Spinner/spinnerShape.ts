/** The spinner's drawing, shared by `Spinner` and the static loader index.html shows (bootSplash.ts). */
export const spinnerShape = {
  viewBox: '0 0 24 24',
  circle: { cx: 12, cy: 12, r: 9 },
  strokeWidth: 3,
  trackOpacity: 0.2,
  headDash: '40 100',
  turnSeconds: 0.8,
} as const;
