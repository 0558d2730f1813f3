/** '1 Value is Selected', '{n} Values are Selected' (document 2 section 2.8). */
export function selectedCountText(count: number): string {
  return count === 1 ? '1 Value is Selected' : `${count} Values are Selected`;
}

/** The attributes whose key contains the query, ignoring case. */
export function filterByKey<T extends { key: string }>(attributes: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle ? attributes.filter((attribute) => attribute.key.toLowerCase().includes(needle)) : [...attributes];
}

export type AwaitSortField = 'displayName' | 'key';

export function sortAttributes<T extends { key: string; displayName: string }>(attributes: readonly T[], field: AwaitSortField, order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...attributes].sort((a, b) => sign * a[field].localeCompare(b[field]));
}
