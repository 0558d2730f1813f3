import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { applyColorScheme } from '~/design-system';
import { DARK_SCHEME_QUERY, followColorScheme, type ThemePreference } from './theme';
import { themePreferenceAtom } from './themePreferenceAtom';

/** The theme preference and its setter, for the profile menu. */
export function useThemePreference(): [ThemePreference, (preference: ThemePreference) => void] {
  return useAtom(themePreferenceAtom);
}

/**
 * Applies the theme preference to the document (`data-theme`), and while it is 'system' follows
 * the operating system's scheme live. Mounted once, by the console's root.
 */
export function useFollowThemePreference(): void {
  const preference = useAtomValue(themePreferenceAtom);
  useEffect(() => followColorScheme(preference, window.matchMedia(DARK_SCHEME_QUERY), (scheme) => applyColorScheme(scheme)), [preference]);
}
