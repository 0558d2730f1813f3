export { SearchAndFilters } from './SearchAndFilters';
export type { SearchAndFiltersProps, SearchAndFiltersChip } from './SearchAndFilters';
