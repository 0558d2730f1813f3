import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Text } from '../Text';
import { ResizablePanel } from './ResizablePanel';

/** The editor area the panel docks into: a positioned box standing in for the workflow canvas. */
function Canvas({ children }: { children: React.ReactNode }) {
  return (
    <div
      data-testid="canvas"
      style={{
        position: 'relative',
        width: '56rem',
        height: '30rem',
        overflow: 'hidden',
        borderRadius: 'var(--vf-radii-lg)',
        border: '1px solid var(--vf-color-border-default)',
        background: 'radial-gradient(var(--vf-color-border-strong) 1px, transparent 1px) 0 0 / 16px 16px, var(--vf-color-bg-subtle)',
      }}
    >
      {children}
    </div>
  );
}

const conditionRows = (
  <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
    <Text tone="muted">If all of the following are true:</Text>
    <Text>PAN Verification · nameMatchScore · is greater than · 0.8</Text>
    <Text>Face Match · similarity · is greater than · 0.75</Text>
    <Text>Blocklist Check · matched · equals · false</Text>
  </div>
);

const meta = {
  title: 'Design system/ResizablePanel',
  component: ResizablePanel,
  args: {
    title: 'Condition',
    headerContent: <Badge tone="info" size="sm">Run PAN Verification</Badge>,
    actions: <Button size="sm">Save</Button>,
    onClose: fn(),
    onHeightChange: fn(),
    children: conditionRows,
  },
  render: (args) => (
    <Canvas>
      <ResizablePanel {...args} />
    </Canvas>
  ),
} satisfies Meta<typeof ResizablePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const heightRatio = (canvas: { getByTestId: (id: string) => HTMLElement; getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('region', { name: 'Condition' }).getBoundingClientRect().height / canvas.getByTestId('canvas').clientHeight;

/** Opens at 65 % of its container; the close control calls onClose. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize panel' });
    await expect(handle).toHaveAttribute('aria-valuenow', '65');
    await expect(handle).toHaveAttribute('aria-valuemax', '90');
    await expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(heightRatio(canvas)).toBeCloseTo(0.65, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** ArrowUp grows and ArrowDown shrinks the panel by 5 %; End goes to 90 %, Home to the smallest. */
export const KeyboardResize: Story = {
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize panel' });
    await userEvent.tab();
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(handle).toHaveAttribute('aria-valuenow', '70');
    await expect(args.onHeightChange).toHaveBeenLastCalledWith(70);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(handle).toHaveAttribute('aria-valuenow', '90');
    await expect(heightRatio(canvas)).toBeCloseTo(0.9, 2);
    await userEvent.keyboard('{Home}');
    await expect(handle).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{ArrowDown}');
    await expect(handle).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{End}');
    await expect(handle).toHaveAttribute('aria-valuenow', '90');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(handle).toHaveAttribute('aria-valuenow', '65');
    await expect(heightRatio(canvas)).toBeCloseTo(0.65, 2);
  },
};

/** Dragging the top edge up grows the panel, never past 90 %. */
export const PointerResize: Story = {
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize panel' });
    const container = canvas.getByTestId('canvas').clientHeight;
    const box = handle.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const up = Math.round(container * 0.1);
    const at = (clientX: number, clientY: number) => ({ clientX, clientY, pageX: clientX + window.scrollX, pageY: clientY + window.scrollY });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: at(x, y) },
      { target: handle, coords: at(x, y - up / 2) },
      { target: handle, coords: at(x, y - up) },
      { keys: '[/MouseLeft]', target: handle, coords: at(x, y - up) },
    ]);
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '75'));
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: at(x, y - up) },
      { target: handle, coords: at(x, 0) },
      { keys: '[/MouseLeft]', target: handle, coords: at(x, 0) },
    ]);
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '90'));
  },
};

export const CustomLimits: Story = {
  args: { defaultHeight: 40, minHeight: 30, maxHeight: 60, step: 10, resizeLabel: 'Resize condition panel' },
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize condition panel' });
    await expect(handle).toHaveAttribute('aria-valuenow', '40');
    handle.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(handle).toHaveAttribute('aria-valuenow', '60');
  },
};

/** More content than fits: the body scrolls and can take focus to scroll by keyboard. */
export const LongContent: Story = {
  args: {
    defaultHeight: 40,
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        {Array.from({ length: 16 }, (_, i) => (
          <Text key={i}>Rule {i + 1}: PAN Verification · nameMatchScore · is greater than · 0.{i}</Text>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector('[aria-controls]')?.getAttribute('aria-controls');
    const el = document.getElementById(body ?? '') as HTMLElement;
    await waitFor(() => expect(el).toHaveAttribute('tabindex', '0'));
  },
};

export const Minimal: Story = {
  args: { title: undefined, headerContent: undefined, actions: undefined, onClose: undefined, 'aria-label': 'Details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Details' })).toBeVisible();
  },
};

/** Escape closes the panel; opened with focusOnOpen, the keyboard is in the panel at once. */
export const EscapeCloses: Story = {
  args: { focusOnOpen: true },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Condition' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Inline, the panel takes its room below the content instead of covering it. */
export const Inline: Story = {
  args: { isInline: true },
  render: (args) => (
    <Canvas>
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <div data-testid="content" style={{ flex: 1, minHeight: 0 }} />
        <ResizablePanel {...args} />
      </div>
    </Canvas>
  ),
  play: async ({ canvas }) => {
    const content = canvas.getByTestId('content').getBoundingClientRect();
    const panel = canvas.getByRole('region', { name: 'Condition' }).getBoundingClientRect();
    await expect(Math.abs(content.bottom - panel.top)).toBeLessThan(1);
  },
};
