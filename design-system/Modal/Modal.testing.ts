import { expect, screen, userEvent, waitFor } from 'storybook/test';

/** Helpers for modal play functions: find the open dialog once its entry animation has settled. */
export async function findOpenDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

export function overlayElement(): HTMLElement {
  const overlay = document.querySelector<HTMLElement>('[data-vf-overlay]');
  if (!overlay) throw new Error('No overlay is open');
  return overlay;
}

export async function expectClosed(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  await waitFor(() => expect(screen.queryByRole(role, { name })).not.toBeInTheDocument());
}

/** Focus starts inside the dialog and stays there through Tab and Shift+Tab. */
export async function expectFocusTrapped(dialog: HTMLElement, presses = 5) {
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  for (let i = 0; i < presses; i += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  for (let i = 0; i < presses; i += 1) {
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
}
