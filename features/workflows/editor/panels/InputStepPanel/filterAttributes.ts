/** Attributes whose key or display name contains the query, ignoring case. */
export function filterByKeyOrName<T extends { key: string; displayName: string }>(attributes: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...attributes];
  return attributes.filter((attribute) => attribute.key.toLowerCase().includes(needle) || attribute.displayName.toLowerCase().includes(needle));
}
