import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_WORKFLOW_IDS } from '~/fixtures';
import { EditorHeader } from './EditorHeader';
import { isUnavailable } from '~/fixtures/testing/controls';

const fresh = {
  isTemplate: false,
  workflowId: null,
  route: 'create' as const,
  name: 'Untitled 2026-11-24 09:00:00',
  isDirty: false,
  hasCapability: true,
  canCreate: true,
  canEdit: true,
};
const saved = { ...fresh, workflowId: FIXTURE_WORKFLOW_IDS.onboarding, route: 'edit' as const, name: 'Retail onboarding KYC' };

const meta = {
  title: 'Workflows/EditorHeader',
  component: EditorHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    rules: fresh,
    alerts: [],
    onBack: fn(),
    onNameChange: fn(),
    onPreview: fn(),
    onTryout: fn(),
    onQuicklink: fn(),
    onIntegrate: fn(),
    onTakeAction: fn(),
    onPublish: fn(),
  },
} satisfies Meta<typeof EditorHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The header button as assistive technology meets it (a disabled one is its tooltip's stand-in). */
function button(canvas: Canvas, name: string | RegExp): HTMLElement {
  return canvas.getByRole('button', { name });
}

async function expectTooltip(canvas: Canvas, name: string, text: string) {
  const wrapper = button(canvas, name);
  await expect(wrapper).toHaveAttribute('aria-disabled', 'true');
  // The first hover after load can be missed while react-aria decides the pointer type; hover again until it shows.
  await waitFor(
    async () => {
      await userEvent.hover(wrapper);
      await expect(screen.getByRole('tooltip')).toHaveTextContent(text);
    },
  );
  await userEvent.unhover(wrapper);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
}

export const NewWorkflow: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Untitled 2026-11-24 09:00:00' })).toBeVisible();
    for (const name of ['Preview', 'Tryout', 'Quicklink', 'Integrate']) await expect(isUnavailable(button(canvas, name))).toBe(true);
    await userEvent.click(button(canvas, 'Publish'));
    await expect(args.onPublish).toHaveBeenCalledWith('askName');
    await expectTooltip(canvas, 'Preview', 'To preview the workflow please publish first.');
    await expectTooltip(canvas, 'Tryout', 'To test the workflow please publish first.');
    await expectTooltip(canvas, 'Integrate', 'Please publish Workflow first.');
    await userEvent.click(button(canvas, 'Back'));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const NoServiceYet: Story = {
  args: { rules: { ...saved, isDirty: true, hasCapability: false } },
  play: async ({ canvas }) => {
    await expect(isUnavailable(button(canvas, 'Update'))).toBe(true);
    // Settle react-aria's pointer modality first (see With Alerts), then the reason shows on hover.
    await userEvent.click(button(canvas, 'Preview'));
    await expectTooltip(canvas, 'Update', 'Add a verification service to publish.');
  },
};

export const WithAlerts: Story = {
  args: {
    rules: { ...saved, isDirty: true },
    alerts: [
      { nodeId: 'bank-account-verification__k3b2', name: 'Bank Account Verification', details: ["Required input 'IFSC' is not mapped"] },
      { nodeId: 'high_risk_r5t1', name: 'High Risk', details: ['Branch B has no step'] },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(isUnavailable(button(canvas, 'Update'))).toBe(true);
    // A first press settles react-aria's pointer modality, as in New Workflow; the first tooltip hover is missed without it.
    await userEvent.click(button(canvas, 'Preview'));
    await expect(args.onPreview).toHaveBeenCalledOnce();
    await expectTooltip(canvas, 'Update', 'Resolve Alerts first.');
    await expectTooltip(canvas, 'Tryout', 'Resolve Alerts first.');
    await expect(isUnavailable(button(canvas, 'Preview'))).toBe(false);
    await userEvent.click(button(canvas, 'Alerts 2'));
    const popover = await screen.findByRole('dialog', { name: 'Alerts' });
    await expect(within(popover).getAllByText('Configuration is pending')).toHaveLength(2);
    // The popover fades in: wait for its lines to be shown.
    await waitFor(() => expect(within(popover).getByText("Required input 'IFSC' is not mapped")).toBeVisible());
    await waitFor(() => expect(within(popover).getByText('Branch B has no step')).toBeVisible());
    await userEvent.click(within(popover).getByRole('button', { name: 'Take action on High Risk' }));
    await expect(args.onTakeAction).toHaveBeenCalledWith('high_risk_r5t1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alerts' })).not.toBeInTheDocument());
  },
};

export const AlertsOpen: Story = {
  args: WithAlerts.args,
  play: async ({ canvas }) => {
    button(canvas, 'Alerts 2').focus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Alerts' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await waitFor(() => expect(within(popover).getByText('Bank Account Verification')).toBeVisible());
  },
};

export const SavedWithChanges: Story = {
  args: { rules: { ...saved, isDirty: true } },
  play: async ({ args, canvas }) => {
    for (const name of ['Preview', 'Tryout', 'Quicklink', 'Integrate']) await expect(isUnavailable(button(canvas, name))).toBe(false);
    await expect(isUnavailable(button(canvas, 'Alerts 0'))).toBe(true);
    await userEvent.click(button(canvas, 'Tryout'));
    await expect(args.onTryout).toHaveBeenCalledOnce();
    await userEvent.click(button(canvas, 'Update'));
    await expect(args.onPublish).toHaveBeenCalledWith('update');
  },
};

/** Without the update permission the editor is read-only: it says so, and offers no Update, Tryout or Alerts (issue 15). */
export const NoPermission: Story = {
  args: { rules: { ...saved, isDirty: true, canEdit: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('View only').closest('[title]')).toHaveAttribute('title', 'You do not have permission to publish workflows.');
    for (const name of ['Update', 'Publish', 'Tryout', 'Alerts', 'Integrate']) await expect(canvas.queryByRole('button', { name })).toBeNull();
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Preview' }))).toBe(false);
    await expect(canvas.queryByRole('button', { name: /Edit name|Rename/ })).toBeNull();
  },
};

export const Rename: Story = {
  args: { rules: { ...saved, isDirty: false } },
  play: async ({ args, canvas }) => {
    await expect(isUnavailable(button(canvas, 'Update'))).toBe(true);
    // A disabled Update says why (issue 15): nothing has changed since the last save. (A first
    // press settles react-aria's pointer modality, as in With Alerts.)
    await userEvent.click(button(canvas, 'Preview'));
    await expectTooltip(canvas, 'Update', 'No unsaved changes.');
    await userEvent.click(button(canvas, 'Rename workflow'));
    const field = canvas.getByRole('textbox', { name: 'Workflow name' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.keyboard('KYC{Escape}');
    await expect(args.onNameChange).not.toHaveBeenCalled();
    await userEvent.click(button(canvas, 'Rename workflow'));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Workflow name' }));
    await userEvent.keyboard('Retail KYC v2{Enter}');
    await expect(args.onNameChange).toHaveBeenCalledWith('Retail KYC v2');
  },
};

export const Template: Story = {
  args: { rules: { ...saved, isTemplate: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Rename workflow' })).not.toBeInTheDocument();
    for (const name of ['Preview', 'Quicklink', 'Integrate', 'Update', 'Publish']) await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Alerts/ })).not.toBeInTheDocument();
    await userEvent.click(button(canvas, 'Tryout'));
    await expect(args.onTryout).toHaveBeenCalledOnce();
  },
};

export const LongName: Story = {
  args: { rules: { ...saved, name: 'Retail onboarding KYC with PAN, bank account penny drop, name match and manual review of the mismatches' } },
};

/** At 1024 wide the console leaves the header about 820 px: the secondary buttons go into More before the name is cut. */
export const NarrowMovesButtonsIntoMore: Story = {
  args: { rules: saved, onHistory: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 820 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('heading', { name: 'Retail onboarding KYC' });
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    for (const inline of ['History', 'Preview', 'Quicklink', 'Integrate']) {
      await expect(canvas.queryByRole('button', { name: inline })).not.toBeInTheDocument();
    }
    await expect(button(canvas, 'Tryout')).toBeVisible();
    await userEvent.click(button(canvas, 'More'));
    const menu = await screen.findByRole('menu', { name: 'More actions' });
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['History', 'Preview', 'Quicklink', 'Integrate']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Integrate' }));
    await expect(args.onIntegrate).toHaveBeenCalledOnce();
  },
};

/** Wide enough for every button: no More menu. */
export const WideShowsEveryButton: Story = {
  args: { rules: saved, onHistory: fn() },
  play: async ({ canvas }) => {
    for (const inline of ['History', 'Preview', 'Tryout', 'Quicklink', 'Integrate']) await expect(button(canvas, inline)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  },
};
