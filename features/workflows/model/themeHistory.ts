import { canRedo, canUndo, createHistory, record, redo, undo, type History } from './history';
import { applyThemeChange, sameTheme, type HostedConfig, type ThemeChange } from './themeFields';

/**
 * The theme editor's history (document 2 section 4.8): every change appends a version; Undo moves
 * back (disabled at the first version), Redo forward; Reset appends the saved theme (or the
 * defaults when none is saved), so it can be undone too. The baseline is what the server holds:
 * the editor is dirty while the current version differs from it, and Save & Apply makes the
 * current version the new baseline.
 */
export interface ThemeHistory {
  versions: History<HostedConfig>;
  /** The saved theme, or the defaults when none is saved. */
  baseline: HostedConfig;
}

export const THEME_HISTORY_LIMIT = 100;

export function createThemeHistory(baseline: HostedConfig): ThemeHistory {
  return { versions: createHistory(baseline, THEME_HISTORY_LIMIT), baseline };
}

export const currentTheme = (h: ThemeHistory): HostedConfig => h.versions.present;
export const canUndoTheme = (h: ThemeHistory): boolean => canUndo(h.versions);
export const canRedoTheme = (h: ThemeHistory): boolean => canRedo(h.versions);
/** The current version differs from the saved theme: Save & Apply has something to save. */
export const isThemeDirty = (h: ThemeHistory): boolean => !sameTheme(h.versions.present, h.baseline);
/** Reset has something to restore. */
export const canResetTheme = isThemeDirty;

/** Appends the theme after a change; a change that changes nothing appends nothing. */
export function changeTheme(h: ThemeHistory, change: ThemeChange): ThemeHistory {
  const next = applyThemeChange(h.versions.present, change);
  return next === h.versions.present ? h : { ...h, versions: record(h.versions, next) };
}

export function undoTheme(h: ThemeHistory): ThemeHistory {
  return canUndoTheme(h) ? { ...h, versions: undo(h.versions) } : h;
}

export function redoTheme(h: ThemeHistory): ThemeHistory {
  return canRedoTheme(h) ? { ...h, versions: redo(h.versions) } : h;
}

/** Restores the saved theme (or the defaults) as a new version. */
export function resetTheme(h: ThemeHistory): ThemeHistory {
  return canResetTheme(h) ? { ...h, versions: record(h.versions, h.baseline) } : h;
}

/**
 * After Save & Apply: what the server answered becomes the baseline; the versions stay (a change
 * made while the save was on its way stays unsaved).
 */
export function themeSaved(h: ThemeHistory, saved: HostedConfig): ThemeHistory {
  return { ...h, baseline: saved };
}
