/* eslint-disable no-restricted-syntax -- the hex values here are themes under test (data), not styling */
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTED_CONFIG, DEMO_HOSTED_CONFIG } from '~/contract/reference';
import { deepFreeze } from './__tests__/freeze';
import {
  canRedoTheme,
  canResetTheme,
  canUndoTheme,
  changeTheme,
  createThemeHistory,
  currentTheme,
  isThemeDirty,
  redoTheme,
  resetTheme,
  themeSaved,
  undoTheme,
} from './themeHistory';

const saved = deepFreeze(structuredClone(DEMO_HOSTED_CONFIG));
const red = { kind: 'color', field: 'primaryColor', color: '#ff0000' } as const;
const big = { kind: 'fontSize', style: 'title', fontSize: 30 } as const;

describe('theme history (document 2 section 4.8)', () => {
  it('starts unchanged, with Undo, Redo and Reset disabled', () => {
    const h = createThemeHistory(saved);
    expect(currentTheme(h)).toBe(saved);
    expect([canUndoTheme(h), canRedoTheme(h), canResetTheme(h), isThemeDirty(h)]).toEqual([false, false, false, false]);
  });

  it('appends a version per change, undoes and redoes them, and a new change drops what was undone', () => {
    let h = changeTheme(changeTheme(createThemeHistory(saved), red), big);
    expect(currentTheme(h).text.title.fontSize).toBe(30);
    expect(isThemeDirty(h)).toBe(true);
    h = undoTheme(h);
    expect(currentTheme(h).text.title.fontSize).toBe(24);
    expect(currentTheme(h).branding.primaryColor).toBe('#FF0000');
    expect(canRedoTheme(h)).toBe(true);
    h = undoTheme(h);
    expect(currentTheme(h)).toBe(saved);
    expect([canUndoTheme(h), isThemeDirty(h)]).toEqual([false, false]);
    expect(undoTheme(h)).toBe(h);
    h = redoTheme(h);
    expect(currentTheme(h).branding.primaryColor).toBe('#FF0000');
    h = changeTheme(h, { kind: 'font', font: 'Verdana' });
    expect(canRedoTheme(h)).toBe(false);
    expect(redoTheme(h)).toBe(h);
  });

  it('appends nothing for a change that changes nothing', () => {
    const h = createThemeHistory(saved);
    expect(changeTheme(h, { kind: 'font', font: 'Helvetica' })).toBe(h);
    expect(changeTheme(h, { kind: 'color', field: 'backgroundColor', color: 'nope' })).toBe(h);
  });

  it('is unchanged again when the edits come back to the saved theme', () => {
    const h = changeTheme(changeTheme(createThemeHistory(saved), red), { kind: 'color', field: 'primaryColor', color: saved.branding.primaryColor });
    expect(canUndoTheme(h)).toBe(true);
    expect(isThemeDirty(h)).toBe(false);
  });

  it('resets to the saved theme as a version that can be undone', () => {
    let h = resetTheme(changeTheme(changeTheme(createThemeHistory(saved), red), big));
    expect(currentTheme(h)).toEqual(saved);
    expect([isThemeDirty(h), canResetTheme(h), canUndoTheme(h)]).toEqual([false, false, true]);
    expect(resetTheme(h)).toBe(h);
    h = undoTheme(h);
    expect(currentTheme(h).text.title.fontSize).toBe(30);
  });

  it('resets to the defaults when nothing is saved', () => {
    const h = resetTheme(changeTheme(createThemeHistory(DEFAULT_HOSTED_CONFIG), red));
    expect(currentTheme(h)).toEqual(DEFAULT_HOSTED_CONFIG);
  });

  it('after a save, the saved theme is the baseline and the versions stay', () => {
    let h = changeTheme(createThemeHistory(saved), red);
    h = themeSaved(h, currentTheme(h));
    expect([isThemeDirty(h), canUndoTheme(h)]).toEqual([false, true]);
    h = undoTheme(h);
    expect(isThemeDirty(h)).toBe(true);
    expect(currentTheme(resetTheme(h)).branding.primaryColor).toBe('#FF0000');
  });
});
