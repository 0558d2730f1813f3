import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme';
import { Tabs } from './Tabs';

const items = [
  { id: 'text', label: 'Text' },
  { id: 'form', label: 'Form' },
];

function renderTabs() {
  render(
    <ThemeProvider>
      <Tabs aria-label="Areas" items={items} renderPanel={(item) => (item.id === 'form' ? <button type="button">Save</button> : <p>Only text</p>)} />
    </ThemeProvider>,
  );
}

describe('a tab panel', () => {
  it('is the selected tab’s: named by it and the one its aria-controls points to', async () => {
    renderTabs();
    const check = (name: string) => {
      const tab = screen.getByRole('tab', { name });
      const panel = screen.getByRole('tabpanel');
      expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(panel.id).toBeTruthy();
      expect(tab.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
      expect(screen.getByRole('tabpanel', { name })).toBe(panel);
    };
    check('Text');
    await userEvent.click(screen.getByRole('tab', { name: 'Form' }));
    check('Form');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('is a Tab stop only while it holds nothing focusable, found without reading the page’s style', async () => {
    renderTabs();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
    const formTab = screen.getByRole('tab', { name: 'Form' });
    // Spied from here on: Testing Library's role queries read styles themselves.
    const computedStyle = vi.spyOn(window, 'getComputedStyle');
    await userEvent.click(formTab);
    const panel = document.querySelector('[role="tabpanel"]');
    expect(panel?.querySelector('button')).not.toBeNull();
    expect(panel).not.toHaveAttribute('tabindex');
    expect(computedStyle.mock.calls.filter(([element]) => panel?.contains(element))).toEqual([]);
    computedStyle.mockRestore();
  });
});
