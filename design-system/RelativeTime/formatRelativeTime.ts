import { intervalToDuration } from 'date-fns';

const UNITS = ['years', 'months', 'days', 'hours', 'minutes', 'seconds'] as const;
const SINGULAR: Record<(typeof UNITS)[number], string> = {
  years: 'year',
  months: 'month',
  days: 'day',
  hours: 'hour',
  minutes: 'minute',
  seconds: 'second',
};

/**
 * The time between two instants in its largest whole unit (document 1 section 9): '2 days',
 * '1 hour', '45 seconds'. The order of the two does not matter; under a second is '0 seconds'.
 */
export function formatRelativeDuration(date: Date, now: Date): string {
  const [start, end] = date.getTime() <= now.getTime() ? [date, now] : [now, date];
  const duration = intervalToDuration({ start, end });
  for (const unit of UNITS) {
    const amount = duration[unit] ?? 0;
    if (amount > 0) return `${amount} ${amount === 1 ? SINGULAR[unit] : unit}`;
  }
  return '0 seconds';
}

/** Puts the duration into a template's `{time}` placeholder: 'Edited {time} ago' → 'Edited 2 days ago'. */
export function formatRelativeTime(date: Date, now: Date, template = '{time} ago'): string {
  const time = formatRelativeDuration(date, now);
  return template.includes('{time}') ? template.replace('{time}', time) : `${template} ${time}`.trim();
}
