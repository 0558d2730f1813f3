import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { catalogueHandlers, FIXTURE_WORKFLOW_IDS, listsHandlers, workflowsHandlers } from '~/fixtures';
import { findDialog } from '../components/__tests__/storySupport';
import { chooseService, EditorRoutes, loaded, withOwnerSession } from './__tests__/editorStorySupport';
import { WorkflowEditorPage } from './WorkflowEditorPage';

/**
 * Issue 15: the editor's canvas keeps its place. The step panel takes its room below the canvas
 * (the step, the zoom controls and the minimap stay in view above it), Escape closes it and ends the
 * dimming, the keyboard reaches a step's panel at once, and each added step comes into view.
 */
const meta = {
  title: 'Pages/Workflows/Editor/Canvas',
  component: WorkflowEditorPage,
  decorators: [withOwnerSession],
  args: { mode: 'edit' },
  render: () => <EditorRoutes initialPath={`/workflows/${FIXTURE_WORKFLOW_IDS.login}/edit`} />,
  parameters: {
    layout: 'fullscreen',
    router: 'own',
    msw: { handlers: [...workflowsHandlers(), ...catalogueHandlers(), ...listsHandlers()] },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof WorkflowEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const DATA_TIMEOUT = { timeout: 15_000 };
const above = (upper: DOMRect, lower: DOMRect) => upper.bottom <= lower.top + 1;
const within_ = (inner: DOMRect, outer: DOMRect) => inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
/** The viewport's transform, which React Flow moves in script (d3), outside the Web Animations that `settled` waits for. */
const viewportTransform = () => document.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '';
/** No CSS animation running and the viewport still for longer than a move (300 ms): the picture is final. */
async function settled() {
  await waitFor(() => expect(document.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));
  let seen = viewportTransform();
  for (let still = 0; still < 4; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = viewportTransform();
    still = now === seen ? still + 1 : 0;
    seen = now;
  }
}
/** The step's card or overview. */
const stepBox = (region: HTMLElement, nodeId: string) => region.querySelector(`[data-step-id="${nodeId}"]`)!.getBoundingClientRect();

export const PanelLeavesTheCanvasInView: Story = {
  play: async () => {
    const canvas = await loaded();
    const region = screen.getByRole('region', { name: 'Workflow canvas' });
    await userEvent.click(canvas.getByRole('button', { name: 'IP Intelligence' }));
    const panelElement = await screen.findByRole('region', { name: 'Condition' });
    await within(panelElement).findByText('Run IP Intelligence', {}, DATA_TIMEOUT);
    await settled();
    const panel = panelElement.getBoundingClientRect();
    const area = region.getBoundingClientRect();
    // The step, the zoom controls and the minimap are all above the panel, inside the canvas.
    const ipId = region.querySelector('[data-step-id^="ip-intelligence"]')!.getAttribute('data-step-id')!;
    await expect(within_(stepBox(region, ipId), area) && above(stepBox(region, ipId), panel)).toBe(true);
    await expect(above(canvas.getByRole('button', { name: 'Zoom In' }).getBoundingClientRect(), panel)).toBe(true);
    await expect(above(canvas.getByRole('img', { name: 'Minimap' }).getBoundingClientRect(), panel)).toBe(true);
    // The keyboard is in the panel.
    await expect(panelElement.contains(document.activeElement)).toBe(true);
    await expect(region.querySelector('[data-dimmed], [style*="opacity: 0.25"]') ?? [...region.querySelectorAll('[data-variant]')].some((card) => getComputedStyle(card).opacity !== '1')).toBeTruthy();

    // Escape closes it; nothing stays dimmed and the keyboard is back on the step.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Condition' })).not.toBeInTheDocument());
    await settled();
    await expect(region.querySelector('.vf-step-overview[data-dimmed]')).toBeNull();
    for (const card of region.querySelectorAll('[data-variant]')) await expect(getComputedStyle(card).opacity).toBe('1');
    await expect(document.activeElement?.closest('[data-step-id]')?.getAttribute('data-step-id')).toBe(ipId);
  },
};

export const KeyboardReachesThePanel: Story = {
  play: async () => {
    await loaded();
    // The first view's fit must end before a step is centred: centring keeps the zoom it finds.
    await settled();
    // From the page's start: the header, undo, redo and the async switch, then the canvas's one Tab stop (the start step).
    let presses = 0;
    while (document.activeElement?.closest('[data-step-id]') === null || document.activeElement === document.body) {
      await userEvent.tab();
      presses += 1;
      if (presses > 20) break;
    }
    await expect(document.activeElement?.getAttribute('aria-label')).toBe('Start');
    await expect(presses).toBeLessThanOrEqual(12);
    // Arrow keys to a step, Enter opens its panel with the keyboard in it.
    // Start, the plus button after it, then the first column's step.
    for (let i = 0; i < 4 && (document.activeElement?.closest('[data-step-id]') ?? null) === null || document.activeElement?.getAttribute('aria-label') === 'Start'; i += 1) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await expect(document.activeElement?.closest('[data-step-id]')).not.toBeNull();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Condition' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Condition' })).not.toBeInTheDocument());
    // The pane grows back as the panel closes, mid-move: end on the fitted view, the same on every machine.
    const fitView = screen.getByRole('button', { name: 'Fit View' });
    fitView.click();
    await settled();
  },
};

export const AddedStepsComeIntoView: Story = {
  play: async () => {
    const canvas = await loaded();
    await settled();
    const region = screen.getByRole('region', { name: 'Workflow canvas' });
    for (let added = 0; added < 4; added += 1) {
      const after = canvas.getAllByRole('button', { name: /^Add a step after column \d+$/ });
      await userEvent.click(after.at(-1)!);
      // The first service the flow does not use yet.
      const menu = within(await findDialog('Add Action'));
      const services = await within(await menu.findByRole('list', { name: 'Services' })).findAllByRole('button');
      const service = services.find((button) => !button.hasAttribute('disabled') && canvas.queryByRole('button', { name: button.textContent ?? '' }) === null)!.textContent!;
      await chooseService(service);
      const card = await canvas.findByRole('button', { name: service });
      await settled();
      // The view pans (a 300 ms transition) until the new step shows whole.
      await waitFor(() => expect(within_(card.getBoundingClientRect(), region.getBoundingClientRect())).toBe(true));
    }
    await settled();
  },
};

/** Issue 6 of 15: the Add Action menu opens inside the canvas area, clear of the header and its Update (Publish) button. */
export const AddActionMenuBelowHeader: Story = {
  play: async () => {
    const canvas = await loaded();
    const region = screen.getByRole('region', { name: 'Workflow canvas' });
    const update = screen.getByRole('button', { name: 'Update' }).getBoundingClientRect();
    // The topmost plus button: the menu has the least room below it.
    const plus = canvas.getAllByRole('button', { name: /^Add a step/ }).sort((a: HTMLElement, b: HTMLElement) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0]!;
    await userEvent.click(plus);
    const menu = await findDialog('Add Action');
    await settled();
    const box = menu.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(update.bottom);
    await expect(box.bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom + 1);
    await userEvent.keyboard('{Escape}');
  },
};

/** A clock that moves a second on every reading, as the real one does between the modal and the canvas. */
function tickingClock() {
  let seconds = 0;
  return () => new Date(2025, 5, 2, 12, 0, seconds++);
}

/** Issue 7 of 15: the default name's stamp is the one shown behind the onboarding modal, after it too. */
export const DefaultNameStampedOnce: Story = {
  render: () => <EditorRoutes initialPath="/workflows/create" now={tickingClock()} />,
  play: async () => {
    const dialog = within(await findDialog('Create your Workflow'));
    const before = screen.getByRole('heading', { level: 1, name: /^Untitled/, hidden: true }).textContent;
    await expect(before).toMatch(/^Untitled 2025-06-02 12:00:\d\d$/);
    const group = await dialog.findByRole('radiogroup', { name: 'Which digital lifecycle stage do you want to secure?' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Onboarding' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Workflow' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create your Workflow' })).not.toBeInTheDocument());
    await loaded();
    await expect(screen.getByRole('heading', { level: 1, name: /^Untitled/ })).toHaveTextContent(before ?? '');
  },
};
