import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';
import { Text } from '../Text';

const logTabs: TabItem[] = [
  { id: 'api-logs', label: 'API Logs' },
  { id: 'audits', label: 'Audits' },
  { id: 'device', label: 'Device', comingSoon: true },
  { id: 'sessions', label: 'Sessions' },
  { id: 'exports', label: 'Exports', isDisabled: true },
  { id: 'internal', label: 'Internal', isHidden: true },
];

const panel = (item: TabItem) => <Text tone="muted">{`${item.label} for the last 7 days`}</Text>;

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: { items: logTabs, 'aria-label': 'Logs', onSelectionChange: fn(), renderPanel: panel },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const tablist = canvas.getByRole('tablist', { name: 'Logs' });
    const names = within(tablist)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    await expect(names).toEqual(['API Logs', 'Audits', 'DeviceComing soon', 'Sessions', 'Exports']);
    await expect(canvas.getByRole('tab', { name: 'API Logs' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('API Logs for the last 7 days');
  },
};

export const ClickSelects: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Sessions' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('sessions');
    await expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sessions for the last 7 days');
  },
};

export const ArrowKeysSkipDisabled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'API Logs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Audits' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'API Logs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Sessions' })).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('device');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('exports');
  },
};

export const ComingSoonCannotBeSelected: Story = {
  play: async ({ args, canvas }) => {
    const device = canvas.getByRole('tab', { name: /Device/ });
    await expect(within(device).getByText('Coming soon')).toBeVisible();
    await expect(device).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(device);
    await expect(device).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('tab', { name: 'API Logs' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const HiddenTabsAreNotRendered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab', { name: 'Internal' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Internal')).not.toBeInTheDocument();
  },
};

export const UnknownSelectedKeyOpensFirstTab: Story = {
  args: { selectedKey: 'not-a-tab' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'API Logs' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('API Logs for the last 7 days');
  },
};

export const ControlledSelection: Story = {
  args: { selectedKey: 'audits' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Audits' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Sessions' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('sessions');
  },
};

export const CustomComingSoonLabel: Story = {
  args: { comingSoonLabel: 'Soon', items: logTabs.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Device Soon' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const RoutedContent: Story = {
  args: { renderPanel: undefined, defaultSelectedKey: 'audits', children: <Text>Audit trail of the organisation</Text> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Audits' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Audits' })).toHaveTextContent('Audit trail of the organisation');
  },
};
