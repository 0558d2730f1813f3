/** A date condition's value is stored as seconds since the epoch (document 2, section 3.6): the UTC midnight of the day. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO day (yyyy-MM-dd) of epoch seconds as typed in the builder; null when it is not a number. */
export function dayOfEpochSeconds(value: string): string | null {
  if (value.trim() === '' || !Number.isFinite(Number(value))) return null;
  return new Date(Number(value) * 1000).toISOString().slice(0, 10);
}

/** Epoch seconds (as the builder keeps them, a string) of an ISO day's UTC midnight; '' for none. */
export function epochSecondsOfDay(day: string | null): string {
  const match = day ? DAY.exec(day) : null;
  if (!match) return '';
  const [, year, month, date] = match;
  return String(Date.UTC(Number(year), Number(month) - 1, Number(date)) / 1000);
}
