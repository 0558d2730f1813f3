import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ThemeProvider } from '../theme';
import { Menu } from './Menu';

function renderMenu(onAction = vi.fn()) {
  render(
    <ThemeProvider>
      <Menu trigger={<Button>Actions</Button>} items={[{ id: 'edit', label: 'Edit' }, { id: 'delete', label: 'Delete' }]} onAction={onAction} />
    </ThemeProvider>,
  );
  return onAction;
}

describe('Menu loads its content apart from its trigger (docs/adr/0039)', () => {
  it('opens with its items when pressed before the page has been idle', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const onAction = renderMenu();
      await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      expect(onAction).toHaveBeenCalledWith('delete');
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('renders nothing of the menu while it is closed', () => {
    renderMenu();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveAttribute('aria-expanded', 'false');
  });
});
