export { DateTime } from './DateTime';
export type { DateTimeProps } from './DateTime';
export { IST_LABEL, IST_TIME_ZONE, formatDateTime, formatHasTime, toDate, zonedParts } from './formatDateTime';
export type { DateLike, DateTimeFormat, ZonedParts } from './formatDateTime';
