export interface TabAvailability {
  id: string;
  isDisabled?: boolean;
  isHidden?: boolean;
  comingSoon?: boolean;
}

export function isSelectableTab(item: TabAvailability): boolean {
  return !item.isHidden && !item.isDisabled && !item.comingSoon;
}

/**
 * The tab to open for a requested id (document 1 section 2.2): the requested tab when it is visible
 * and enabled, otherwise the first visible enabled tab; undefined when no tab can be selected.
 */
export function resolveTabKey(requestedId: string | null | undefined, items: readonly TabAvailability[]): string | undefined {
  const requested = requestedId == null ? undefined : items.find((item) => item.id === requestedId);
  if (requested && isSelectableTab(requested)) return requested.id;
  return items.find(isSelectableTab)?.id;
}
