/**
 * The cells of the virtualised grid's body rows, for the keyboard: the arrows move focus from a
 * row into its cells and between them, and a cell's own control (a link, a button, a checkbox)
 * takes the focus in its place, as in React Aria's grid. Controls inside rows leave the Tab order,
 * so that the grid is one Tab stop (its focused row) and Tab leaves it.
 */

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const CELL = '[role="gridcell"], [role="rowheader"]';

/** Takes the controls inside a row out of the Tab order; they stay reachable with the arrows. */
export function removeControlsFromTabOrder(row: HTMLElement): void {
  for (const control of row.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (control.tabIndex >= 0) control.tabIndex = -1;
  }
}

/** The cell holding `target`, when it is in a body row of the grid; its row and its position in that row. */
export function cellAt(target: Element): { row: HTMLElement; cell: HTMLElement; column: number } | null {
  const cell = target.closest<HTMLElement>(CELL);
  const row = cell?.parentElement;
  if (!cell || !row || row.getAttribute('role') !== 'row' || row.dataset.index === undefined) return null;
  return { row, cell, column: [...row.children].indexOf(cell) };
}

/** Whether a key pressed in `target` belongs to it (typing in a field) rather than to the grid. */
export function keepsKeys(target: Element): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return target.type !== 'checkbox' && target.type !== 'radio';
  return target instanceof HTMLElement && target.isContentEditable;
}

/** Focuses the cell of `row` at `column` (clamped to the row): its first control, or the cell itself. */
export function focusCell(row: HTMLElement, column: number): void {
  const cell = row.children[Math.min(Math.max(column, 0), row.children.length - 1)];
  if (!(cell instanceof HTMLElement)) return;
  const control = cell.querySelector<HTMLElement>(FOCUSABLE);
  if (control) return control.focus({ preventScroll: true });
  cell.tabIndex = -1;
  cell.focus({ preventScroll: true });
}
