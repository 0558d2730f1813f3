import { useEffect } from 'react';

const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [role="textbox"]') !== null);

/** Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z redoes, except while typing or while an overlay is open. */
export function useUndoShortcuts(enabled: boolean, onUndo: () => void, onRedo: () => void) {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return;
      if (isTextEntry(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      if (event.shiftKey) onRedo();
      else onUndo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onUndo, onRedo]);
}
