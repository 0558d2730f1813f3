import { atom } from 'jotai';
import { THEME_PREFERENCE_KEY } from './storage';
import { storedThemePreference, themePreferenceStorage, type ThemePreference } from './theme';

// Apart from theme.ts, so that a page without the session store (login.html) can read the stored
// preference without loading jotai (docs/adr/0039).
const themeMemoryAtom = atom<{ value: ThemePreference } | undefined>(undefined);
themeMemoryAtom.onMount = (setMemory) =>
  themePreferenceStorage.subscribe?.(THEME_PREFERENCE_KEY, (value) => setMemory({ value }), 'system');

/** The theme preference, kept in local storage and followed across tabs while mounted. */
export const themePreferenceAtom = atom(
  (get): ThemePreference => get(themeMemoryAtom)?.value ?? storedThemePreference(),
  (_get, set, value: ThemePreference) => {
    set(themeMemoryAtom, { value });
    themePreferenceStorage.setItem(THEME_PREFERENCE_KEY, value);
  },
);
