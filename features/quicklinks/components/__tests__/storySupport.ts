import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Waits until no overlay is entering or leaving, so screenshots are stable. */
export async function settled() {
  await waitFor(() => expect(document.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

/**
 * Waits for the toast titled `title`, checks its text, closes it and waits until it is gone. An open
 * modal hides the toast region from the accessibility tree, hence `hidden: true`.
 */
export async function expectToast(title: string, description?: string) {
  const item = await screen.findByRole('alertdialog', { name: title, hidden: true }, { timeout: 5000 });
  if (description !== undefined) await expect(item).toHaveTextContent(description);
  await userEvent.click(within(item).getByRole('button', { name: 'Close', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: title, hidden: true })).not.toBeInTheDocument());
}

/** The stories' clock: 2 June 2025, noon IST, so expiry states and the date picker's today stay put. */
export const storyNow = () => new Date('2025-06-02T06:30:00.000Z');
