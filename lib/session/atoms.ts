import { atom } from 'jotai';
import type { Mode } from './billing';
import { TOGGLED_ENV_KEY, toggledEnvStorage } from './storage';

/**
 * The session's client state, and nothing else (ADR 0018): which organisation the user chose and
 * which mode they chose. What the server says (organisations, auth details, settings) is read
 * from SWR by the hooks in `useSession.ts`; the environment the API client uses is resolved from
 * both (`sessionEnvironment.ts`).
 */

/** The organisation chosen in the switcher, at onboarding or by a super-admin link; null: the first one. */
export const selectedOrgIdAtom = atom<string | null>(null);

const toggledEnvMemoryAtom = atom<{ value: Mode | null } | undefined>(undefined);
toggledEnvMemoryAtom.onMount = (setMemory) =>
  toggledEnvStorage.subscribe?.(TOGGLED_ENV_KEY, (value) => setMemory({ value }), null);

/**
 * The mode the user chose, kept in local storage under 'toggledEnv'; each store reads it on first
 * use and follows changes made in other tabs while mounted. The mode in force also depends on
 * whether live is enabled (`resolveMode`): read it with `useMode()`.
 */
export const selectedModeAtom = atom(
  (get): Mode | null => {
    const memory = get(toggledEnvMemoryAtom);
    return memory ? memory.value : toggledEnvStorage.getItem(TOGGLED_ENV_KEY, null);
  },
  (_get, set, value: Mode | null) => {
    set(toggledEnvMemoryAtom, { value });
    toggledEnvStorage.setItem(TOGGLED_ENV_KEY, value);
  },
);
