import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '../Button';
import { TagList, type TagColor } from '../Tag';
import { createDebouncer, type Debouncer } from './debounce';
import {
  ActionsSlot,
  FiltersRow,
  SearchAndFiltersRoot,
  SearchClearButton,
  SearchGroup,
  SearchInput,
  SearchRow,
  StyledSearchField,
} from './SearchAndFilters.styles';

/** An applied filter, shown as a removable chip, e.g. 'Status: Rejected'. */
export interface SearchAndFiltersChip {
  id: string;
  label: string;
  color?: TagColor;
}

export interface SearchAndFiltersProps {
  /** Accessible name of the search box, e.g. 'Search transactions'. */
  searchLabel: string;
  placeholder?: string;
  /** The query the box starts with (the box keeps its own text after that). */
  defaultQuery?: string;
  /** Called with the query once typing has paused for `debounceMs`; at once on Enter or clear. */
  onSearch: (query: string) => void;
  /** Quiet period before `onSearch`, in ms. */
  debounceMs?: number;
  /** Applied filters, shown as chips under the search box. */
  filters?: readonly SearchAndFiltersChip[];
  /** Called with the id of a chip removed by its button, Backspace or Delete. */
  onRemoveFilter?: (id: string) => void;
  /** Shows 'Clear all' while there are filters. */
  onClearAll?: () => void;
  clearAllLabel?: string;
  /** Accessible name of the chip group. */
  filtersLabel?: string;
  /** Accessible name of a chip's remove button. */
  removeFilterLabel?: (label: string) => string;
  /** Controls beside the search box: a filter menu, a date range, an export button. */
  actions?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

/** The search-and-filters bar above list tables (document 1 section 2.8). */
export function SearchAndFilters({
  searchLabel,
  placeholder,
  defaultQuery = '',
  onSearch,
  debounceMs = 300,
  filters = [],
  onRemoveFilter,
  onClearAll,
  clearAllLabel = 'Clear all',
  filtersLabel = 'Active filters',
  removeFilterLabel,
  actions,
  isDisabled = false,
  className,
}: SearchAndFiltersProps) {
  const [query, setQuery] = useState(defaultQuery);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  const debouncer = useRef<Debouncer<[string]> | null>(null);
  useEffect(() => {
    const d = createDebouncer((q: string) => onSearchRef.current(q), debounceMs);
    debouncer.current = d;
    return () => d.cancel();
  }, [debounceMs]);

  const searchNow = (q: string) => {
    debouncer.current?.cancel();
    onSearchRef.current(q);
  };

  return (
    <SearchAndFiltersRoot className={className}>
      <SearchRow>
        <StyledSearchField
          aria-label={searchLabel}
          value={query}
          isDisabled={isDisabled}
          onChange={(q) => {
            setQuery(q);
            debouncer.current?.call(q);
          }}
          onSubmit={searchNow}
          onClear={() => searchNow('')}
        >
          <SearchGroup isDisabled={isDisabled}>
            <Search aria-hidden strokeWidth={2} />
            <SearchInput placeholder={placeholder} />
            <SearchClearButton>
              <X aria-hidden strokeWidth={2} />
            </SearchClearButton>
          </SearchGroup>
        </StyledSearchField>
        {actions != null && <ActionsSlot>{actions}</ActionsSlot>}
      </SearchRow>
      {filters.length > 0 && (
        <FiltersRow>
          <TagList
            aria-label={filtersLabel}
            items={filters}
            onRemove={onRemoveFilter ? (ids) => ids.forEach((id) => onRemoveFilter(String(id))) : undefined}
            removeLabel={removeFilterLabel}
          />
          {onClearAll && (
            <Button variant="ghost" size="sm" onPress={onClearAll} isDisabled={isDisabled}>
              {clearAllLabel}
            </Button>
          )}
        </FiltersRow>
      )}
    </SearchAndFiltersRoot>
  );
}
