import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IdCard } from 'lucide-react';
import { canvasNodes } from '~/fixtures/conditions';
import { NodeCard } from '../NodeCard';
import { StoryCanvas, StoryColumn, StoryEdge } from '../NodeCard/storyCanvas';
import { PlusButton } from './PlusButton';

const meta = {
  title: 'Design system/PlusButton',
  component: PlusButton,
  args: { label: 'Add step after Start', onPress: fn() },
} satisfies Meta<typeof PlusButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add step after Start' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add step after Start' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add step after Start' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add step after Start' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** On the canvas: on the edge after the start node and after the last column. */
export const OnCanvasEdges: Story = {
  render: (args) => (
    <StoryCanvas>
      <StoryColumn>
        <NodeCard variant="start" description={canvasNodes.start.description} />
      </StoryColumn>
      <StoryEdge>
        <PlusButton {...args} />
      </StoryEdge>
      <StoryColumn>
        <NodeCard variant="service" name={canvasNodes.pan.name} description={canvasNodes.pan.description} icon={<IdCard aria-hidden />} status="ok" />
      </StoryColumn>
      <StoryEdge>
        <PlusButton label="Add step after PAN Verification" onPress={args.onPress} />
      </StoryEdge>
    </StoryCanvas>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add step after PAN Verification' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
