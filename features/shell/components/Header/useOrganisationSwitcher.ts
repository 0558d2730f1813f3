import { useSWRConfig } from 'swr';
import type { MenuSectionData } from '~/design-system';
import { useActiveOrgId, useOrganizationList, useSelectOrganization } from '~/lib/session';

/**
 * The profile menu's organisation section for users in several organisations: choosing one makes
 * it active and revalidates every loaded call. Null when the user has only one organisation.
 */
export function useOrganisationSwitcher(): { section: MenuSectionData | null; switchTo: (id: string) => boolean } {
  const organizations = useOrganizationList();
  const activeId = useActiveOrgId();
  const setActiveId = useSelectOrganization();
  const { mutate } = useSWRConfig();
  const prefix = 'organisation:';

  const section: MenuSectionData | null =
    organizations.length > 1
      ? {
          id: 'organisations',
          title: 'Organisations',
          items: organizations.map((org) => ({
            id: `${prefix}${org.id}`,
            label: org.id === activeId ? `${org.displayName} (current)` : org.displayName,
            icon: org.id === activeId ? 'check' : 'building',
            isDisabled: org.id === activeId,
          })),
        }
      : null;

  /** Handles a menu action if it names an organisation; true when it did. */
  const switchTo = (actionId: string): boolean => {
    if (!actionId.startsWith(prefix)) return false;
    setActiveId(actionId.slice(prefix.length));
    void mutate(() => true);
    return true;
  };

  return { section, switchTo };
}
