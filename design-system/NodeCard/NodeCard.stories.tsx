import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IdCard, Mail, Smartphone, Landmark } from 'lucide-react';
import { canvasNodes } from '~/fixtures/conditions';
import { PlusButton } from '../PlusButton';
import { NodeCard } from './NodeCard';
import { StoryCanvas, StoryColumn, StoryEdge } from './storyCanvas';

const meta = {
  title: 'Design system/NodeCard',
  component: NodeCard,
  args: {
    variant: 'service',
    name: canvasNodes.pan.name,
    description: canvasNodes.pan.description,
    icon: <IdCard aria-hidden />,
    status: 'ok',
    onPress: fn(),
    onConfigure: fn(),
    onReplace: fn(),
    onDelete: fn(),
  },
  argTypes: {
    variant: { control: 'select', options: ['start', 'service', 'tag', 'await', 'accept', 'reject', 'manualReview'] },
    tagColor: { control: 'select', options: ['gray', 'orange', 'green', 'red'] },
    status: { control: 'select', options: ['ok', 'warning'] },
    icon: { control: false },
  },
  render: (args) => (
    <CanvasColumn>
      <NodeCard {...args} />
    </CanvasColumn>
  ),
} satisfies Meta<typeof NodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function CanvasColumn({ children }: { children: ReactNode }) {
  return (
    <StoryCanvas>
      <StoryColumn>{children}</StoryColumn>
    </StoryCanvas>
  );
}

async function toolbarShown(toolbar: HTMLElement) {
  await waitFor(() => expect(getComputedStyle(toolbar).opacity).toBe('1'));
  await waitFor(() => expect(toolbar.getAnimations()).toHaveLength(0));
}

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: 'PAN Verification' });
    await expect(card).toHaveAccessibleDescription(`${canvasNodes.pan.description} Configured`);
    await userEvent.click(card);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Start: Story = {
  args: { variant: 'start', name: undefined, description: canvasNodes.start.description, icon: undefined, status: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

export const ServiceConfigured: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'PAN Verification' })).toHaveAccessibleDescription(/Configured$/);
    await expect(document.querySelector('[data-status="ok"]')).not.toBeNull();
  },
};

export const ServiceNeedsMapping: Story = {
  args: { status: 'warning', name: canvasNodes.mobileRisk.name, description: canvasNodes.mobileRisk.description, icon: <Smartphone aria-hidden /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mobile Risk Score' })).toHaveAccessibleDescription(/Configuration is pending$/);
    await expect(document.querySelector('[data-status="warning"]')).not.toBeNull();
  },
};

export const ServiceAsync: Story = {
  args: { isAsync: true, name: canvasNodes.emailRisk.name, description: canvasNodes.emailRisk.description, icon: <Mail aria-hidden /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Async')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Email Risk' })).toHaveAccessibleDescription(/Configured Async$/);
  },
};

export const ServiceLongName: Story = {
  args: { name: canvasNodes.longName.name, description: canvasNodes.longName.description, icon: <Landmark aria-hidden /> },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.querySelector('[data-truncated]')).not.toBeNull());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: canvasNodes.longName.name })).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(canvasNodes.longName.name);
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations() ?? []).toHaveLength(0));
  },
};

export const ShortNameHasNoTooltip: Story = {
  play: async ({ canvas }) => {
    await expect(document.querySelector('[data-truncated]')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'PAN Verification' })).toHaveFocus();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const TagColours: Story = {
  args: { variant: 'tag', status: undefined, icon: undefined },
  render: (args) => (
    <CanvasColumn>
      <NodeCard {...args} tagColor="gray" name={canvasNodes.returningUser.name} description={canvasNodes.returningUser.description} />
      <NodeCard {...args} tagColor="orange" name={canvasNodes.documentsPending.name} description={canvasNodes.documentsPending.description} />
      <NodeCard {...args} tagColor="green" name={canvasNodes.verifiedIdentity.name} description={canvasNodes.verifiedIdentity.description} />
      <NodeCard {...args} tagColor="red" name={canvasNodes.highRisk.name} description={canvasNodes.highRisk.description} />
    </CanvasColumn>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Returning User', 'Documents Pending', 'Verified Identity', 'High Risk']) {
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    }
    await expect(canvas.queryByText('Incomplete')).not.toBeInTheDocument();
  },
};

export const TagIncomplete: Story = {
  args: { variant: 'tag', tagColor: 'red', isIncomplete: true, status: undefined, icon: undefined, name: canvasNodes.highRisk.name, description: canvasNodes.highRisk.description },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'High Risk' })).toHaveAccessibleDescription(/Incomplete$/);
    await expect(document.querySelector('[data-status="warning"]')).not.toBeNull();
  },
};

export const AwaitEmpty: Story = {
  args: { variant: 'await', status: undefined, icon: undefined, name: canvasNodes.awaitIncome.name, description: canvasNodes.awaitIncome.description },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add Values to process')).toBeVisible();
    await expect(document.querySelector('[data-status]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Await Income Proof' })).toHaveAccessibleDescription(/Add Values to process$/);
  },
};

export const AwaitWithValues: Story = {
  args: { variant: 'await', awaitCount: 3, status: undefined, icon: undefined, name: canvasNodes.awaitIncome.name, description: canvasNodes.awaitIncome.description },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 Value(s) Added')).toBeVisible();
    await expect(canvas.queryByText('Add Values to process')).not.toBeInTheDocument();
  },
};

export const EndStates: Story = {
  args: { status: undefined, icon: undefined, name: undefined },
  render: (args) => (
    <CanvasColumn>
      <NodeCard {...args} variant="accept" description={canvasNodes.accept.description} />
      <NodeCard {...args} variant="reject" description={canvasNodes.reject.description} />
      <NodeCard {...args} variant="manualReview" description={canvasNodes.manualReview.description} />
    </CanvasColumn>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Accept', 'Reject', 'Manual Review']) await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
  },
};

export const EndNodeActions: Story = {
  args: { variant: 'reject', status: undefined, icon: undefined, name: undefined, description: canvasNodes.reject.description },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Actions for Reject' });
    await expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Replace Reject', 'Delete Reject']);
  },
};

export const HoverActionsWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Actions for PAN Verification' });
    await expect(getComputedStyle(toolbar).opacity).toBe('0');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'PAN Verification' })).toHaveFocus();
    await toolbarShown(toolbar);
    // Each action is a Tab stop of its own.
    await userEvent.tab();
    await expect(within(toolbar).getByRole('button', { name: 'Configure PAN Verification' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(toolbar).getByRole('button', { name: 'Replace PAN Verification' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(toolbar).getByRole('button', { name: 'Delete PAN Verification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onConfigure).not.toHaveBeenCalled();
    await expect(args.onPress).not.toHaveBeenCalled();
    await toolbarShown(toolbar);
  },
};

export const HoverActionsWithPointer: Story = {
  play: async ({ args, canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Actions for PAN Verification' });
    await userEvent.hover(canvas.getByRole('button', { name: 'PAN Verification' }));
    await toolbarShown(toolbar);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Configure PAN Verification' }));
    await expect(args.onConfigure).toHaveBeenCalledTimes(1);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const ChosenActionsOnly: Story = {
  args: { actions: ['configure'], showActions: true },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Actions for PAN Verification' });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(1);
    await toolbarShown(toolbar);
  },
};

export const Dimmed: Story = {
  args: { isDimmed: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button', { name: 'PAN Verification' }).closest<HTMLElement>('[data-variant]');
    await waitFor(() => expect(card && getComputedStyle(card).opacity).toBe('0.25'));
  },
};

export const Highlighted: Story = {
  args: { isHighlighted: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button', { name: 'PAN Verification' }).closest<HTMLElement>('[data-variant]');
    await waitFor(() => expect(card && getComputedStyle(card).boxShadow).toContain('0px 0px 0px 3px'));
  },
};

export const NotPressable: Story = {
  args: { onPress: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'PAN Verification' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'PAN Verification' })).toHaveAccessibleDescription(/Configured$/);
  },
};

/** A workflow as the canvas shows it after a node was clicked: its path highlighted, the rest dimmed. */
export const WorkflowCanvas: Story = {
  render: () => (
    <StoryCanvas>
      <StoryColumn>
        <NodeCard variant="start" description={canvasNodes.start.description} onPress={fn()} isHighlighted />
      </StoryColumn>
      <StoryEdge>
        <PlusButton label="Add step after Start" />
      </StoryEdge>
      <StoryColumn>
        <NodeCard variant="service" name={canvasNodes.pan.name} description={canvasNodes.pan.description} icon={<IdCard aria-hidden />} status="ok" onPress={fn()} isHighlighted />
        <NodeCard variant="service" name={canvasNodes.mobileRisk.name} description={canvasNodes.mobileRisk.description} icon={<Smartphone aria-hidden />} status="warning" isAsync onPress={fn()} isDimmed />
      </StoryColumn>
      <StoryEdge>
        <PlusButton label="Add step after column 1" />
      </StoryEdge>
      <StoryColumn>
        <NodeCard variant="tag" tagColor="green" name={canvasNodes.verifiedIdentity.name} description={canvasNodes.verifiedIdentity.description} onPress={fn()} isHighlighted />
        <NodeCard variant="await" name={canvasNodes.awaitIncome.name} description={canvasNodes.awaitIncome.description} awaitCount={2} onPress={fn()} isDimmed />
      </StoryColumn>
      <StoryEdge>
        <PlusButton label="Add step after column 2" />
      </StoryEdge>
      <StoryColumn>
        <NodeCard variant="accept" description={canvasNodes.accept.description} onPress={fn()} isHighlighted />
        <NodeCard variant="reject" description={canvasNodes.reject.description} onPress={fn()} isDimmed />
        <NodeCard variant="manualReview" description={canvasNodes.manualReview.description} onPress={fn()} isDimmed />
      </StoryColumn>
    </StoryCanvas>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Add step after/ })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Manual Review' })).toBeInTheDocument();
  },
};
