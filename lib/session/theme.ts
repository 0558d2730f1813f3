import { THEME_PREFERENCE_KEY, textPreferenceStorage, type SyncStorage } from './storage';

/** The console's theme as the user chose it in the profile menu; 'system' follows the operating system. */
export type ThemePreference = 'system' | 'light' | 'dark';
export type ColorScheme = 'light' | 'dark';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export const isThemePreference = (value: unknown): value is ThemePreference => value === 'system' || value === 'light' || value === 'dark';

/** The scheme a preference shows while the operating system does or does not prefer dark. */
export function colorSchemeFor(preference: ThemePreference, systemPrefersDark: boolean): ColorScheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Keeps the preference as the bare text 'system', 'light' or 'dark'; anything else reads as 'system'. */
export const themePreferenceStorage: SyncStorage<ThemePreference> = textPreferenceStorage(isThemePreference);

/** The stored preference, 'system' when none is stored. */
export const storedThemePreference = (): ThemePreference => themePreferenceStorage.getItem(THEME_PREFERENCE_KEY, 'system');

/** The part of a MediaQueryList that following the system needs. */
export interface SchemeMedia {
  matches: boolean;
  addEventListener: (type: 'change', listener: (event: { matches: boolean }) => void) => void;
  removeEventListener: (type: 'change', listener: (event: { matches: boolean }) => void) => void;
}

/**
 * Applies the scheme of a preference now and, for 'system', again whenever the operating system
 * changes its scheme. Returns the function that stops following.
 */
export function followColorScheme(preference: ThemePreference, media: SchemeMedia, apply: (scheme: ColorScheme) => void): () => void {
  apply(colorSchemeFor(preference, media.matches));
  if (preference !== 'system') return () => {};
  const onChange = (event: { matches: boolean }) => apply(colorSchemeFor('system', event.matches));
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
