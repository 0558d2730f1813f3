/** Page sizes of list tables (document 1 section 9): strings, 20 by default. */
export const TABLE_PAGE_SIZES = ['20', '30', '50'] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];
export const DEFAULT_TABLE_PAGE_SIZE: TablePageSize = '20';

/** Number of pages for `total` rows; at least 1 so an empty table still has a page. */
export function pageCount(total: number, pageSize: string | number): number {
  const size = Number(pageSize);
  if (!Number.isFinite(size) || size <= 0) throw new Error(`Invalid page size: ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** First and last row numbers (1-based) shown on `page`; 0 and 0 when there are no rows. */
export function pageRange(page: number, pageSize: string | number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const size = Number(pageSize);
  const current = clampPage(page, pageCount(total, size));
  const from = (current - 1) * size + 1;
  return { from, to: Math.min(total, current * size) };
}

export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));
}

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show: all pages when there are few, else the first, the last and the
 * current page with its neighbours, with gaps marked by ellipses. Always `2 * siblings + 5`
 * items or fewer, so the bar keeps its width while paging.
 */
export function pageItems(page: number, count: number, siblings = 1): PageItem[] {
  const current = clampPage(page, count);
  const slots = 2 * siblings + 5;
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);

  const left = Math.max(current - siblings, 3);
  const right = Math.min(current + siblings, count - 2);
  const items: PageItem[] = [1];

  if (current - siblings <= 3) {
    for (let p = 2; p <= slots - 2; p += 1) items.push(p);
    items.push('end-ellipsis');
  } else if (current + siblings >= count - 2) {
    items.push('start-ellipsis');
    for (let p = count - (slots - 3); p <= count - 1; p += 1) items.push(p);
  } else {
    items.push('start-ellipsis');
    for (let p = left; p <= right; p += 1) items.push(p);
    items.push('end-ellipsis');
  }
  items.push(count);
  return items;
}

/** Default range text: '1–20 of 95'. */
export function defaultRangeLabel(from: number, to: number, total: number): string {
  return `${from}–${to} of ${total}`;
}
