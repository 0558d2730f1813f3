import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession } from './storage';
import { colorSchemeFor, followColorScheme, storedThemePreference, type SchemeMedia } from './theme';
import { themePreferenceAtom } from './themePreferenceAtom';

/** A media query list whose operating-system scheme the test changes. */
function fakeMedia(prefersDark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const media: SchemeMedia & { change: (dark: boolean) => void; listeners: typeof listeners } = {
    matches: prefersDark,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    change(dark) {
      media.matches = dark;
      for (const listener of listeners) listener({ matches: dark });
    },
    listeners,
  };
  return media;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('colorSchemeFor', () => {
  it('follows the operating system on System, else the choice', () => {
    expect(colorSchemeFor('system', true)).toBe('dark');
    expect(colorSchemeFor('system', false)).toBe('light');
    expect(colorSchemeFor('light', true)).toBe('light');
    expect(colorSchemeFor('dark', false)).toBe('dark');
  });
});

describe('followColorScheme', () => {
  it('on System applies the system scheme now and on every change, until stopped', () => {
    const media = fakeMedia(false);
    const apply = vi.fn();
    const stop = followColorScheme('system', media, apply);
    expect(apply).toHaveBeenLastCalledWith('light');
    media.change(true);
    expect(apply).toHaveBeenLastCalledWith('dark');
    media.change(false);
    expect(apply).toHaveBeenLastCalledWith('light');
    stop();
    expect(media.listeners.size).toBe(0);
    media.change(true);
    expect(apply).toHaveBeenCalledTimes(3);
  });

  it('on Light or Dark applies the choice and ignores the system', () => {
    const media = fakeMedia(true);
    const apply = vi.fn();
    followColorScheme('light', media, apply);
    expect(apply).toHaveBeenCalledWith('light');
    expect(media.listeners.size).toBe(0);
    media.change(false);
    expect(apply).toHaveBeenCalledTimes(1);
    followColorScheme('dark', fakeMedia(false), apply);
    expect(apply).toHaveBeenLastCalledWith('dark');
  });
});

describe('themePreferenceAtom', () => {
  it('is System with nothing or something unknown stored', () => {
    expect(createStore().get(themePreferenceAtom)).toBe('system');
    localStorage.setItem('theme', 'sepia');
    expect(createStore().get(themePreferenceAtom)).toBe('system');
  });

  it('remembers the choice under theme, read back by a new store (a reload)', () => {
    createStore().set(themePreferenceAtom, 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(storedThemePreference()).toBe('dark');
    expect(createStore().get(themePreferenceAtom)).toBe('dark');
  });

  it('follows a choice made in another tab while mounted', () => {
    const store = createStore();
    const unsubscribe = store.sub(themePreferenceAtom, () => undefined);
    localStorage.setItem('theme', 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light', storageArea: localStorage }));
    expect(store.get(themePreferenceAtom)).toBe('light');
    unsubscribe();
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const store = createStore();
    store.set(themePreferenceAtom, 'dark');
    expect(store.get(themePreferenceAtom)).toBe('dark');
  });

  it('is kept through log-out, which clears the rest of local storage', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('toggledEnv', 'live');
    clearLocalSession();
    expect(Object.entries(localStorage)).toEqual([['theme', 'dark']]);
  });
});
