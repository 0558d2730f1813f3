import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../Toast';

/**
 * Story helpers for anything with a copy action: a stubbed clipboard (headless Chromium refuses
 * real clipboard writes without a permission prompt) and the copy toast.
 */
export function stubClipboard(impl: (text: string) => Promise<void> = () => Promise.resolve()) {
  toast.clear();
  const writeText = spyOn(navigator.clipboard, 'writeText').mockImplementation(impl);
  return () => {
    writeText.mockRestore();
    toast.clear();
  };
}

export function clipboardWrites(): string[] {
  const writeText = navigator.clipboard.writeText as unknown as { mock: { calls: unknown[][] } };
  return writeText.mock.calls.map((call) => String(call[0]));
}

/**
 * Waits for the copy toast with this text, checks it, closes it and waits until it is gone and
 * any button showing the default 'Copied' feedback is back to its label, so screenshots are stable.
 */
export async function expectCopyToast(text: string = 'Copied to clipboard') {
  const item = await screen.findByRole('alertdialog', { name: text });
  await expect(item).toHaveAttribute('data-tone', 'info');
  await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: text })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument(), { timeout: 4000 });
}
