import type { DateRangeValue } from '~/design-system';
import type { AuditLogQuery } from '../api';

export interface AuditFilters {
  range: DateRangeValue;
  search: string;
  page: number;
  pageSize: string;
}

/** The query of one page of the log: the range as ISO times, the trimmed search, limit and offset. */
export function auditLogQuery({ range, search, page, pageSize }: AuditFilters): AuditLogQuery {
  const limit = Number(pageSize);
  const query: AuditLogQuery = { limit, offset: (page - 1) * limit, from: range.start.toISOString(), to: range.end.toISOString() };
  const trimmed = search.trim();
  return trimmed ? { ...query, search: trimmed.slice(0, 100) } : query;
}

/** 'credential.toggled' reads 'Credential toggled'. */
export function actionLabel(action: string): string {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
