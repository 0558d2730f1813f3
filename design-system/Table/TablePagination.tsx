import { IconButton } from '../IconButton';
import { PageButton, PageGap, PageList, PageSizeSelect, PaginationGroup, PaginationRoot, RangeText } from './TablePagination.styles';
import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES, clampPage, defaultRangeLabel, pageCount, pageItems, pageRange } from './tablePagination';

export interface TablePaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Rows per page, as a string ('20', '30' or '50'). */
  pageSize?: string;
  /** Rows in all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Called with the new size as a string; the page usually goes back to 1. */
  onPageSizeChange?: (pageSize: string) => void;
  pageSizes?: readonly string[];
  /** Accessible name of the navigation landmark. */
  label?: string;
  pageSizeLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button. */
  pageLabel?: (page: number) => string;
  /** Text of the rows shown: '1–20 of 95' by default. */
  rangeLabel?: (from: number, to: number, total: number) => string;
  isDisabled?: boolean;
}

/** Page size, the rows shown and page navigation (previous, numbers, next) under a table. */
export function TablePagination({
  page,
  pageSize = DEFAULT_TABLE_PAGE_SIZE,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes = TABLE_PAGE_SIZES,
  label = 'Pagination',
  pageSizeLabel = 'Rows per page',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (p) => `Page ${p}`,
  rangeLabel = defaultRangeLabel,
  isDisabled = false,
}: TablePaginationProps) {
  const count = pageCount(total, pageSize);
  const current = clampPage(page, count);
  const { from, to } = pageRange(current, pageSize, total);

  return (
    <PaginationRoot>
      <PaginationGroup>
        {onPageSizeChange && (
          <PageSizeSelect
            label={pageSizeLabel}
            items={pageSizes.map((size) => ({ id: size, label: size }))}
            selectedKey={pageSize}
            onSelectionChange={(size) => size && size !== pageSize && onPageSizeChange(size)}
            isDisabled={isDisabled}
          />
        )}
        <RangeText aria-live="polite">{rangeLabel(from, to, total)}</RangeText>
      </PaginationGroup>
      <nav aria-label={label}>
        <PageList>
          <li>
            <IconButton icon="chevronLeft" label={previousLabel} size="sm" isDisabled={isDisabled || current <= 1} onPress={() => onPageChange(current - 1)} />
          </li>
          {pageItems(current, count).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <PageButton
                  aria-label={pageLabel(item)}
                  aria-current={item === current ? 'page' : undefined}
                  isDisabled={isDisabled}
                  onPress={() => item !== current && onPageChange(item)}
                >
                  {item}
                </PageButton>
              </li>
            ) : (
              <li key={item} aria-hidden>
                <PageGap>…</PageGap>
              </li>
            ),
          )}
          <li>
            <IconButton icon="chevronRight" label={nextLabel} size="sm" isDisabled={isDisabled || current >= count} onPress={() => onPageChange(current + 1)} />
          </li>
        </PageList>
      </nav>
    </PaginationRoot>
  );
}
