/**
 * How long a run took: '-' while it has no duration (AWAITING, PROCESSING; document 2 section 4.7),
 * milliseconds under a second, else seconds with two decimals (minutes and seconds from a minute).
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '-';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes} min ${seconds} s`;
}

const creditFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Credits or free calls a run used. */
export function formatCredits(credits: number): string {
  return creditFormat.format(credits);
}
