import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { Tooltip } from './Tooltip';
import { IconButton } from '../IconButton';
import { Button } from '../Button';
import { Stack } from '../storybook/Stack';
import { timing } from '../theme';

const GO_LIVE_PENDING = "Live mode request under review. We'll notify you as soon as it's approved";

/** Leaves room around the trigger so the tooltip opens on its preferred side. */
const Room = styled.div`
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[16]};
`;

async function expectTooltipClosed() {
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
}

const meta = {
  title: 'Design system/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy API key',
    children: <IconButton icon="copy" label="Copy" variant="secondary" />,
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end', 'left', 'right'] },
  },
  decorators: [
    (Story) => (
      <Room>
        <Story />
      </Room>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const HoverOpensAfterDelay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.hover(canvasElement);
    const hoveredAt = performance.now();
    await userEvent.hover(trigger);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await screen.findByRole('tooltip');
    await expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(timing.tooltipOpenDelayMs - 20);
    await expect(tooltip).toHaveTextContent('Copy API key');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

export const UnhoverClosesAfterDelay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip');
    await userEvent.unhover(trigger);
    await expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await expectTooltipClosed();
  },
};

export const KeyboardFocusOpens: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy API key');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await expectTooltipClosed();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
  },
};

export const Placements: Story = {
  render: (args) => (
    <Stack direction="row" gap={6}>
      <Tooltip {...args} placement="bottom" content="Refresh">
        <IconButton icon="refresh" label="Refresh" variant="secondary" />
      </Tooltip>
      <Tooltip {...args} placement="right" content="Settings">
        <IconButton icon="settings" label="Settings" variant="secondary" />
      </Tooltip>
    </Stack>
  ),
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Refresh');
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};

export const LongContent: Story = {
  args: {
    content: 'Your account is in test mode, to enable live mode Request our sales team',
    children: <Button variant="secondary">Test Mode</Button>,
    placement: 'bottom',
  },
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Your account is in test mode, to enable live mode Request our sales team');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

export const DisabledControl: Story = {
  args: {
    content: GO_LIVE_PENDING,
    wrapDisabled: true,
    placement: 'bottom',
    children: (
      <Button variant="primary" isDisabled>
        Go Live
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const control = canvasElement.querySelector('button');
    await expect(control).toBeDisabled();

    await userEvent.tab();
    const stand = document.activeElement;
    await expect(stand).toHaveAttribute('role', 'button');
    await expect(stand).toHaveAttribute('aria-disabled', 'true');
    await expect(stand).toHaveTextContent('Go Live');
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(GO_LIVE_PENDING);
    await expect(stand).toHaveAttribute('aria-describedby', tooltip.id);

    await userEvent.keyboard('{Escape}');
    await expectTooltipClosed();

    await userEvent.tab({ shift: true });
    if (!(stand instanceof HTMLElement)) throw new Error('no stand-in');
    await userEvent.hover(canvasElement);
    await userEvent.hover(stand);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(GO_LIVE_PENDING);
  },
};

export const DisabledControlKeyboardFocus: Story = {
  args: DisabledControl.args,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('button')).toBeDisabled();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(GO_LIVE_PENDING);
  },
};

export const TooltipDisabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, timing.tooltipOpenDelayMs + 100));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
