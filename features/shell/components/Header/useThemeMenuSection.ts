import type { MenuSectionData } from '~/design-system';
import { useThemePreference, type ThemePreference } from '~/lib/session';

const prefix = 'theme:';
const choices: { preference: ThemePreference; label: string; icon: 'monitor' | 'sun' | 'moon' }[] = [
  { preference: 'system', label: 'System', icon: 'monitor' },
  { preference: 'light', label: 'Light', icon: 'sun' },
  { preference: 'dark', label: 'Dark', icon: 'moon' },
];

/** The profile menu's Theme section: System, Light or Dark, the current one checked. */
export function useThemeMenuSection(): { section: MenuSectionData; choose: (actionId: string) => boolean } {
  const [preference, setPreference] = useThemePreference();
  const section: MenuSectionData = {
    id: 'theme',
    title: 'Theme',
    selectedId: `${prefix}${preference}`,
    items: choices.map((choice) => ({ id: `${prefix}${choice.preference}`, label: choice.label, icon: choice.icon })),
  };

  /** Handles a menu action if it names a theme; true when it did. */
  const choose = (actionId: string): boolean => {
    const chosen = choices.find((choice) => `${prefix}${choice.preference}` === actionId);
    if (!chosen) return false;
    setPreference(chosen.preference);
    return true;
  };

  return { section, choose };
}
