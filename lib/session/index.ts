export * from './permissions';
export * from './featureFlags';
export * from './billing';
export { TOGGLED_ENV_KEY, clearLocalSession } from './storage';
export * from './atoms';
export * from './sessionData';
export * from './sessionStart';
export * from './useSession';
export * from './useIdleLogout';
export {
  type ThemePreference,
  type ColorScheme,
  DARK_SCHEME_QUERY,
  colorSchemeFor,
  followColorScheme,
  storedThemePreference,
} from './theme';
export { themePreferenceAtom } from './themePreferenceAtom';
export { useThemePreference, useFollowThemePreference } from './useThemePreference';
