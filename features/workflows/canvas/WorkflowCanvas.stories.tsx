import { useState } from 'react';
import styled from 'styled-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { generatedFlow } from '~/fixtures/generatedFlows';
import { fixtureTemplates, loanRiskFlow, onboardingFlow } from '~/fixtures/workflowsData';
import { deleteStep } from '../model/deleteStep';
import { emptyFlow } from '../model/emptyFlow';
import type { Flow } from '../model/types';
import { WorkflowCanvas, type WorkflowCanvasProps } from './WorkflowCanvas';

const Viewport = styled.div`
  width: 100%;
  height: 100vh;
`;

/** Holds the selection and applies deletions through the model, as the editor does. */
function Harness(props: WorkflowCanvasProps) {
  const [flow, setFlow] = useState<Flow | null | undefined>(props.flow);
  const [selected, setSelected] = useState<string | null>(props.selectedNodeId ?? null);
  return (
    <Viewport>
      <WorkflowCanvas
        {...props}
        flow={flow}
        selectedNodeId={selected}
        onNodeClick={(id) => {
          props.onNodeClick?.(id);
          setSelected((current) => (current === id ? null : id));
        }}
        onDelete={(id) => {
          props.onDelete?.(id);
          setFlow((current) => (current ? deleteStep(current, id) : current));
          setSelected(null);
        }}
      />
    </Viewport>
  );
}

const meta = {
  title: 'Workflows/WorkflowCanvas',
  component: WorkflowCanvas,
  parameters: { layout: 'fullscreen' },
  args: { flow: onboardingFlow(3), onNodeClick: fn(), onAddAt: fn(), onConfigure: fn(), onReplace: fn(), onDelete: fn() },
  argTypes: { flow: { control: false } },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof WorkflowCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until React Flow has measured the cards, fitted the view and finished every transition. */
async function canvasSettled(canvasElement: HTMLElement) {
  await waitFor(() => {
    const nodes = canvasElement.querySelectorAll<HTMLElement>('.react-flow__node');
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(getComputedStyle(node).visibility).toBe('visible');
  });
  await waitFor(() => expect(document.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));
}

/** The card a step's button belongs to (zoomed far out, the button is the overview itself). */
const cardOf = (button: HTMLElement) => button.closest<HTMLElement>('[data-variant], .vf-step-overview') ?? button;
const opacityOf = (button: HTMLElement) => getComputedStyle(cardOf(button)).opacity;

export const Onboarding: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    for (const name of ['Start', 'PAN Verification', 'Bank Account Verification', 'Name Match', 'Reject', 'Manual Review', 'Accept']) {
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('button', { name: 'Zoom In' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Zoom Out' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Fit View' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Minimap' })).toBeInTheDocument();
  },
};

export const EmptyFlow: Story = {
  args: { flow: emptyFlow() },
  play: async ({ args, canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    const plus = canvas.getAllByRole('button', { name: /^Add a step/ });
    await expect(plus.map((b) => b.getAttribute('aria-label'))).toEqual(['Add a step after Start']);
    await userEvent.click(plus[0] as HTMLElement);
    await expect(args.onAddAt).toHaveBeenCalledWith({ newColumnAfter: 0 });
  },
};

export const PlusButtons: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    const labels = canvas.getAllByRole('button', { name: /^Add a step/ }).map((b) => b.getAttribute('aria-label'));
    await expect(labels).toEqual([
      'Add a step after Start',
      'Add a step after column 1',
      'Add a step after column 2',
      'Add a step after column 3',
      'Add a step to column 1',
      'Add a step to column 2',
      'Add a step to column 3',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a step to column 2' }));
    await expect(args.onAddAt).toHaveBeenLastCalledWith({ column: 2 });
    canvas.getByRole('button', { name: 'Add a step after column 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddAt).toHaveBeenLastCalledWith({ newColumnAfter: 1 });
  },
};

export const HoverActions: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    // The toolbar is mounted only while its step is hovered or focused.
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    await userEvent.hover(canvas.getByRole('button', { name: 'Bank Account Verification' }));
    const toolbar = await canvas.findByRole('toolbar', { name: 'Actions for Bank Account Verification' });
    await expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Configure Bank Account Verification',
      'Replace Bank Account Verification',
      'Delete Bank Account Verification',
    ]);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Configure Bank Account Verification' }));
    await expect(args.onConfigure).toHaveBeenCalledWith('bank-account-verification__k3b2');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Replace Bank Account Verification' }));
    await expect(args.onReplace).toHaveBeenCalledWith('bank-account-verification__k3b2');
    await userEvent.hover(canvas.getByRole('button', { name: 'Accept' }));
    const endToolbar = await canvas.findByRole('toolbar', { name: 'Actions for Accept' });
    await expect(within(endToolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Replace Accept', 'Delete Accept']);
    await userEvent.hover(canvas.getByRole('button', { name: 'Start' }));
    await expect(canvas.queryByRole('toolbar', { name: 'Actions for Start' })).not.toBeInTheDocument();
    await userEvent.hover(canvas.getByRole('button', { name: 'Bank Account Verification' }));
    await canvasSettled(canvasElement);
  },
};

export const ActionsByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    canvas.getByRole('button', { name: 'PAN Verification' }).focus();
    const toolbar = await canvas.findByRole('toolbar', { name: 'Actions for PAN Verification' });
    // Issue 15: every action is reached with Tab, Replace and Delete too.
    await userEvent.tab();
    await expect(within(toolbar).getByRole('button', { name: 'Configure PAN Verification' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(toolbar).getByRole('button', { name: 'Replace PAN Verification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReplace).toHaveBeenCalledWith('pan-verification__k3p9');
    await userEvent.tab();
    await expect(within(toolbar).getByRole('button', { name: 'Delete PAN Verification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('pan-verification__k3p9');
    await canvasSettled(canvasElement);
  },
};

export const ClickHighlightsPath: Story = {
  args: { flow: loanRiskFlow() },
  play: async ({ args, canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    const ip = canvas.getByRole('button', { name: 'IP Intelligence' });
    await userEvent.click(ip);
    await expect(args.onNodeClick).toHaveBeenCalledWith('ip-intelligence__r5i1');
    await canvasSettled(canvasElement);
    // On the path: the tag, the two services it looks at, the start and the end states.
    for (const name of ['Start', 'Mobile Risk', 'Email Risk', 'High Risk', 'IP Intelligence', 'Reject', 'Accept']) {
      await expect(opacityOf(canvas.getByRole('button', { name }))).toBe('1');
    }
    // Branch B is off the path.
    await expect(opacityOf(canvas.getByRole('button', { name: 'Mobile to Name' }))).toBe('0.25');
  },
};

export const HighlightedPath: Story = {
  args: { flow: onboardingFlow(3), selectedNodeId: 'name-match__k3n4' },
  play: async ({ canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    await expect(opacityOf(canvas.getByRole('button', { name: 'Name Match' }))).toBe('1');
    await expect(opacityOf(canvas.getByRole('button', { name: 'Accept' }))).toBe('1');
    await expect(canvasElement.querySelectorAll('.vf-edge-highlighted').length).toBeGreaterThan(0);
  },
};

export const KeyboardOpenAndDelete: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    const name = canvas.getByRole('button', { name: 'Name Match' });
    name.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNodeClick).toHaveBeenCalledWith('name-match__k3n4');
    await userEvent.keyboard('{Delete}');
    await expect(args.onDelete).toHaveBeenCalledWith('name-match__k3n4');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Name Match' })).not.toBeInTheDocument());
    // The start node cannot be deleted.
    canvas.getByRole('button', { name: 'Start' }).focus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await canvasSettled(canvasElement);
  },
};

export const LargeFlow: Story = {
  args: { flow: generatedFlow(10, 8) },
  // Steps off the selected path are dimmed to 0.25 on purpose (document 2 section 2.4). An
  // overview's name is its button's label drawn by CSS, which the contrast check does not read:
  // the overviews' colours are those of the full cards, which it does check.
  play: async ({ args, canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    // Fitted to 84 steps the canvas is zoomed far out: steps show as overviews, still buttons.
    await expect(canvas.getAllByRole('button', { name: /^(Start|Reject|Accept|Manual Review|PAN|Bank|Mobile|IP|Name)/ }).length).toBe(84);
    await expect(canvasElement.querySelector('[data-variant]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mobile Risk 1.1' }));
    await expect(args.onNodeClick).toHaveBeenCalledWith('service-c1-r0__g1x0');
    await canvasSettled(canvasElement);
    await expect(opacityOf(canvas.getByRole('button', { name: 'IP Intelligence 1.2' }))).toBe('0.25');
  },
};

export const ZoomInShowsCards: Story = {
  args: { flow: generatedFlow(10, 8) },
  play: async ({ canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    const zoomIn = canvas.getByRole('button', { name: 'Zoom In' });
    for (let i = 0; i < 6; i += 1) await userEvent.click(zoomIn);
    await waitFor(() => expect(canvasElement.querySelector('[data-variant="service"]')).not.toBeNull());
    await canvasSettled(canvasElement);
  },
};

/** As the editor's Alerts do for 'Take action': a request brings a step to the centre at a zoom where it shows as its card. */
export const CentersOnRequestedStep: Story = {
  args: { flow: generatedFlow(10, 8) },
  render: function Render(args) {
    const [centerOn, setCenterOn] = useState<WorkflowCanvasProps['centerOn']>(null);
    return (
      <>
        <button type="button" style={{ position: 'absolute', zIndex: 10 }} onClick={() => setCenterOn({ nodeId: 'service-c8-r5__g8x5', request: 1 })}>
          Centre on column 8, row 6
        </button>
        <Harness {...args} centerOn={centerOn} />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Centre on column 8, row 6' }));
    const region = canvas.getByRole('region', { name: 'Workflow canvas' });
    await waitFor(() => expect(canvasElement.querySelector('[data-step-id="service-c8-r5__g8x5"] [data-variant]')).not.toBeNull());
    await canvasSettled(canvasElement);
    const card = canvasElement.querySelector<HTMLElement>('[data-step-id="service-c8-r5__g8x5"]')!.getBoundingClientRect();
    const area = region.getBoundingClientRect();
    await expect(Math.abs(card.left + card.width / 2 - (area.left + area.width / 2))).toBeLessThan(4);
    await expect(Math.abs(card.top + card.height / 2 - (area.top + area.height / 2))).toBeLessThan(4);
  },
};

/** Dragging the minimap pans the canvas, the wheel over it zooms. */
export const MinimapPansAndZooms: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    const viewport = canvasElement.querySelector<HTMLElement>('.react-flow__viewport');
    const transformOf = () => viewport?.style.transform ?? '';
    const minimap = canvas.getByRole('img', { name: 'Minimap' });
    const box = minimap.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    const before = transformOf();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: minimap, coords: at },
      { target: minimap, coords: { ...at, clientX: at.clientX + 20 } },
      { keys: '[/MouseLeft]', target: minimap, coords: { ...at, clientX: at.clientX + 20 } },
    ]);
    await waitFor(() => expect(transformOf()).not.toBe(before));
    // The viewport moved right over the flow: the flow moved left on the canvas.
    const translateX = (t: string) => Number(/translate\(([-\d.]+)px/.exec(t)?.[1]);
    await expect(translateX(transformOf())).toBeLessThan(translateX(before));
    const scaleOf = (t: string) => Number(/scale\(([\d.]+)\)/.exec(t)?.[1]);
    const zoomBefore = scaleOf(transformOf());
    minimap.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: -200, ...at }));
    await waitFor(() => expect(scaleOf(transformOf())).toBeGreaterThan(zoomBefore));
    await canvasSettled(canvasElement);
  },
};

export const ReadOnlyTemplate: Story = {
  args: { flow: fixtureTemplates()[0]?.workflowObject, readOnly: true },
  play: async ({ args, canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Add a step/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    const pan = canvas.getByRole('button', { name: 'PAN Verification' });
    pan.focus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(pan);
    await expect(args.onNodeClick).toHaveBeenCalledWith('pan-verification__t1p1');
    await canvasSettled(canvasElement);
  },
};

export const Loading: Story = {
  args: { flow: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading workflow' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { flow: undefined, error: new Error('500') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong..' })).toBeVisible();
  },
};

const scaleOfViewport = (root: HTMLElement) => Number(/scale\(([\d.]+)\)/.exec(root.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '')?.[1]);
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Issue 15: Fit View never shows cards whose text is under 9.6 px; too far out, steps show as overviews, and no further out than they stay readable. */
export const FitViewKeepsTextReadable: Story = {
  args: { flow: generatedFlow(6, 2) },
  play: async ({ canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fit View' }));
    await canvasSettled(canvasElement);
    const zoom = scaleOfViewport(canvasElement);
    const cards = canvasElement.querySelectorAll('[data-variant]');
    if (cards.length > 0) {
      // 12 px descriptions at 9.6 px or more.
      await expect(zoom).toBeGreaterThanOrEqual(0.8);
    } else {
      await expect(canvasElement.querySelectorAll('.vf-step-overview').length).toBeGreaterThan(0);
      // 24 px overview names at 9.6 px or more.
      await expect(zoom).toBeGreaterThanOrEqual(0.4);
    }
  },
};

/** A flow still being built (no end states): its last plus buttons sit right of and below the last cards. */
function unfinishedFlow(): Flow {
  const flow = generatedFlow(3, 3);
  return { ...flow, columns: flow.columns.slice(0, -1) } as Flow;
}

/** Issue 15: Fit View keeps every plus button in view, none under the minimap or the zoom controls. */
export const FitViewShowsEveryPlusButton: Story = {
  args: { flow: unfinishedFlow() },
  play: async ({ canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fit View' }));
    await canvasSettled(canvasElement);
    const area = canvas.getByRole('region', { name: 'Workflow canvas' }).getBoundingClientRect();
    const minimap = canvas.getByRole('img', { name: 'Minimap' }).getBoundingClientRect();
    const controls = canvasElement.querySelector('.react-flow__controls')!.getBoundingClientRect();
    const plus = canvas.getAllByRole('button', { name: /^Add a step/ });
    await expect(plus.length).toBeGreaterThan(3);
    for (const button of plus) {
      const box = button.getBoundingClientRect();
      await expect({ label: button.getAttribute('aria-label'), inside: box.left >= area.left && box.right <= area.right && box.top >= area.top && box.bottom <= area.bottom }).toEqual({
        label: button.getAttribute('aria-label'),
        inside: true,
      });
      await expect(overlaps(box, minimap) || overlaps(box, controls)).toBe(false);
    }
  },
};

/** Issue 15: the canvas is one Tab stop; the arrow keys move between its steps and plus buttons, Enter opens a step. */
export const OneTabStopArrowKeys: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await canvasSettled(canvasElement);
    const tabbable = [...canvasElement.querySelectorAll<HTMLElement>('[data-step-id] button, [data-plus-id]')].filter((element) => element.tabIndex >= 0);
    await expect(tabbable.map((element) => element.getAttribute('aria-label') ?? element.textContent)).toEqual(['Start']);
    tabbable[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Add a step after Start' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'PAN Verification' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Add a step to column 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'PAN Verification' })).toHaveFocus();
    // The focused step is now the canvas's Tab stop, and Enter opens it.
    await expect(canvas.getByRole('button', { name: 'Start' }).tabIndex).toBe(-1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNodeClick).toHaveBeenCalledWith('pan-verification__k3p9');
    await userEvent.keyboard('{End}');
    await expect(['Reject', 'Manual Review', 'Accept']).toContain(document.activeElement?.getAttribute('aria-label'));
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Start' })).toHaveFocus();
    await canvasSettled(canvasElement);
  },
};
