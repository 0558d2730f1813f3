/** A cell's value as text: empty for null and undefined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The text of a row's cell in a column: the column's accessor, else the row's property of the column's id. */
export function columnText<T>(column: { id: string; accessor?: (row: T) => unknown }, row: T): string {
  return cellText(column.accessor ? column.accessor(row) : (row as Record<string, unknown>)[column.id]);
}

/**
 * The target of a row-redirect cell: the row's value appended to a base path as one encoded
 * segment (document 1 section 2.8), e.g. '/bulk-query' and 'job 7' give '/bulk-query/job%207'.
 */
export function redirectHref(basePath: string, value: unknown): string {
  const base = basePath.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(cellText(value))}`;
}

/** Whether a scroll region is within `threshold` px of its end, so more rows should load. */
export function isNearScrollEnd(
  { scrollTop, scrollHeight, clientHeight }: { scrollTop: number; scrollHeight: number; clientHeight: number },
  threshold: number,
): boolean {
  return scrollHeight - scrollTop - clientHeight <= threshold;
}

/** Whether the element's text is cut off by its ellipsis. */
export function isTruncated(el: HTMLElement | null): boolean {
  return el !== null && el.scrollWidth > el.clientWidth;
}
