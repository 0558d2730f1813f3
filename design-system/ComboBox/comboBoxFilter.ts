/**
 * The search rule of searchable dropdowns (document 1 section 5): a case-insensitive substring match
 * on the option's label. Spaces around the query are ignored; an empty query matches everything.
 */
export function matchesLabel(label: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || label.toLocaleLowerCase().includes(needle);
}

/** The options whose label matches the query, in their original order. */
export function filterByLabel<T extends { label: string }>(options: readonly T[], query: string): T[] {
  return options.filter((option) => matchesLabel(option.label, query));
}
