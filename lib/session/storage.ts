import { type Mode } from './billing';

/** A synchronous key-value storage, the shape jotai's atomWithStorage also accepts. */
export interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, newValue: Value) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: Value) => void, initialValue: Value) => (() => void) | undefined;
}

export const TOGGLED_ENV_KEY = 'toggledEnv';

const isMode = (value: unknown): value is Mode => value === 'test' || value === 'live';

/** The page's local storage, or null where there is none or it is blocked. */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps a value as bare text in local storage: what `isValid` refuses reads as the initial value;
 * storing null removes the key. Followed across tabs through the storage event.
 */
export function textPreferenceStorage<Value extends string | null>(isValid: (value: unknown) => value is Value): SyncStorage<Value> {
  return {
    getItem(key, initialValue) {
      try {
        const value = localStorageOrNull()?.getItem(key);
        return isValid(value) ? value : initialValue;
      } catch {
        return initialValue;
      }
    },
    setItem(key, value) {
      try {
        const storage = localStorageOrNull();
        if (value === null) storage?.removeItem(key);
        else storage?.setItem(key, value);
      } catch {
        // Storage full or blocked: the value still lives in memory for this page.
      }
    },
    removeItem(key) {
      try {
        localStorageOrNull()?.removeItem(key);
      } catch {
        // Blocked storage has nothing to remove.
      }
    },
    subscribe(key, callback, initialValue) {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== localStorageOrNull() || (event.key !== key && event.key !== null)) return;
        callback(isValid(event.newValue) && event.key === key ? event.newValue : initialValue);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** Keeps the mode as the bare text 'test' or 'live'; anything else reads as nothing stored. */
export const toggledEnvStorage: SyncStorage<Mode | null> = textPreferenceStorage<Mode | null>((value): value is Mode | null => isMode(value));

/** Local storage key of the console's theme preference (`theme.ts`). */
export const THEME_PREFERENCE_KEY = 'theme';

/** Kept through log-out: the theme is the device's preference, not the session's. */
const DEVICE_PREFERENCE_KEYS = [THEME_PREFERENCE_KEY];

/** Log-out clears local storage (document 1 section 4.1), all but the device preferences. */
export function clearLocalSession(): void {
  try {
    const storage = localStorageOrNull();
    const kept = DEVICE_PREFERENCE_KEYS.map((key) => [key, storage?.getItem(key) ?? null] as const);
    storage?.clear();
    for (const [key, value] of kept) if (value !== null) storage?.setItem(key, value);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
