/** Seconds as mm:ss (document 1: 00:09 … 00:00); minutes keep counting past 59. Negative counts as 0. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds left of a countdown of `durationSeconds` started at `startedAt`, at `now` (both ms). */
export function secondsRemaining(durationSeconds: number, startedAt: number, now: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return Math.max(0, Math.ceil(durationSeconds - elapsed / 1000));
}

/** What the button shows with `remaining` whole seconds left: a 10-second wait reads 00:09 … 00:00. */
export function countdownDisplay(remaining: number): string {
  return formatCountdown(Math.max(0, remaining - 1));
}
