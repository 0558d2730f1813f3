import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu, type MenuItemData, type MenuSectionData } from './Menu';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Icon } from '../Icon';

const profileItems: MenuItemData[] = [
  { id: 'api-keys', label: 'My API Keys', icon: 'key', href: '/admin/api-keys' },
  { id: 'webhooks', label: 'Webhooks', icon: 'webhook', href: '/webhooks', isHidden: true },
  { id: 'billing', label: 'Billing', icon: 'credits', isDisabled: true },
  { id: 'settings', label: 'Settings', icon: 'settings' },
  { id: 'logout', label: 'Log Out', icon: 'logout', tone: 'danger' },
];

const profileTrigger = (
  <Button variant="secondary" iconEnd={<Icon name="chevronDown" size="md" />}>
    Priya Raman
  </Button>
);

const meta = {
  title: 'Design system/Menu',
  component: Menu,
  args: { trigger: profileTrigger, items: profileItems, onAction: fn() },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom end', 'top start', 'top end'] },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectMenuClosed() {
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
}

async function openByClick(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Priya Raman' }));
  return screen.findByRole('menu');
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    const menu = await openByClick(canvas);
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(names).toEqual(['My API Keys', 'Billing', 'Settings', 'Log Out']);
  },
};

export const OpenWithEnterAndArrows: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Priya Raman' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My API Keys' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
  },
};

export const OpenWithArrowDown: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Priya Raman' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My API Keys' })).toHaveFocus());
  },
};

export const HiddenAndDisabledItems: Story = {
  play: async ({ args, canvas }) => {
    const menu = await openByClick(canvas);
    await expect(within(menu).queryByRole('menuitem', { name: 'Webhooks' })).not.toBeInTheDocument();
    await expect(screen.queryByText('Webhooks')).not.toBeInTheDocument();
    const billing = within(menu).getByRole('menuitem', { name: 'Billing' });
    await expect(billing).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(billing);
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeInTheDocument();
  },
};

export const SelectCallsOnActionAndCloses: Story = {
  args: { items: profileItems.map((item) => (item.id === 'settings' ? { ...item, onAction: fn() } : item)) },
  play: async ({ args, canvas }) => {
    const menu = await openByClick(canvas);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('settings');
    await expect(args.items?.find((item) => item.id === 'settings')?.onAction).toHaveBeenCalledTimes(1);
    await expectMenuClosed();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Priya Raman' })).toHaveFocus());
  },
};

export const SelectWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My API Keys' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await expectMenuClosed();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Priya Raman' })).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    await openByClick(canvas);
    await userEvent.keyboard('{Escape}');
    await expectMenuClosed();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const LinkItems: Story = {
  play: async ({ canvas }) => {
    const menu = await openByClick(canvas);
    const apiKeys = within(menu).getByRole('menuitem', { name: 'My API Keys' });
    await expect(apiKeys.tagName).toBe('A');
    await expect(apiKeys).toHaveAttribute('href', '/admin/api-keys');
  },
};

const sections: MenuSectionData[] = [
  {
    id: 'account',
    title: 'Account',
    items: [
      { id: 'api-keys', label: 'My API Keys', icon: 'key', href: '/admin/api-keys' },
      { id: 'webhooks', label: 'Webhooks', icon: 'webhook', href: '/webhooks' },
      { id: 'settings', label: 'Settings', icon: 'settings' },
    ],
  },
  {
    id: 'hidden-group',
    title: 'Administration',
    items: [{ id: 'users', label: 'Users', icon: 'users', isHidden: true }],
  },
  { id: 'session', items: [{ id: 'logout', label: 'Log Out', icon: 'logout', tone: 'danger' }] },
];

export const Sections: Story = {
  args: { items: [], sections },
  play: async ({ args, canvas }) => {
    const menu = await openByClick(canvas);
    await expect(within(menu).getByRole('group', { name: 'Account' })).toBeInTheDocument();
    await expect(within(menu).queryByText('Administration')).not.toBeInTheDocument();
    await expect(within(menu).getAllByRole('separator')).toHaveLength(1);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await expectMenuClosed();
  },
};

export const SectionsOpen: Story = {
  args: { items: [], sections },
  play: async ({ canvas }) => {
    const menu = await openByClick(canvas);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  },
};

/** A section with `selectedId` is a choice of one: radio items, the chosen one checked. */
export const ChoiceSection: Story = {
  args: {
    items: [{ id: 'settings', label: 'Settings', icon: 'settings' }],
    sections: [
      {
        id: 'density',
        title: 'Density',
        selectedId: 'comfortable',
        items: [
          { id: 'compact', label: 'Compact' },
          { id: 'comfortable', label: 'Comfortable' },
        ],
      },
    ],
  },
  play: async ({ args, canvas }) => {
    const menu = await openByClick(canvas);
    const group = within(within(menu).getByRole('group', { name: 'Density' }));
    await expect(group.getByRole('menuitemradio', { name: 'Comfortable' })).toHaveAttribute('aria-checked', 'true');
    await expect(group.getByRole('menuitemradio', { name: 'Compact' })).toHaveAttribute('aria-checked', 'false');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    await userEvent.click(group.getByRole('menuitemradio', { name: 'Compact' }));
    await expect(args.onAction).toHaveBeenCalledWith('compact');
    await expectMenuClosed();
  },
};

export const RowActions: Story = {
  args: {
    label: 'Row actions',
    trigger: <IconButton icon="moreVertical" label="Actions for Onboarding KYC" />,
    items: [
      { id: 'edit', label: 'Edit', icon: 'edit' },
      { id: 'delete', label: 'Delete', icon: 'trash', tone: 'danger' },
    ],
    placement: 'bottom end',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Onboarding KYC' }));
    const menu = await screen.findByRole('menu', { name: 'Row actions' });
    await userEvent.hover(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-focused');
  },
};
