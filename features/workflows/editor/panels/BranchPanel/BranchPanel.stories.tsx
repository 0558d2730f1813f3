import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { catalogueHandlers, listsHandlers } from '~/fixtures';
import { findNode } from '../../../model/queries';
import { setNodeConditions } from '../../../model/setNodeConditions';
import type { Flow } from '../../../model/types';
import { withAcmeSession } from '../../../components/__tests__/storySupport';
import { chooseOption, findPanel, HIGH_RISK, IP_BRANCH_A, loanRiskFlow, OWNER_BRANCH_B, PanelHarness, savedValue } from '../__tests__/conditionStorySupport';
import { BranchPanel, NO_BRANCH_STEPS } from './BranchPanel';

/** What the story shows after a save: the branch steps' conditions and the branch columns' names. */
const branches = (flow: Flow) => ({
  ip: findNode(flow, IP_BRANCH_A)?.node.conditions?.[0],
  owner: findNode(flow, OWNER_BRANCH_B)?.node.conditions?.[0],
  names: flow.columns.filter((c) => c.metadata?.kind === 'branch').map((c) => c.metadata?.description ?? null),
});

const withoutBranches = (): Flow => {
  const flow = loanRiskFlow();
  return { ...flow, columns: flow.columns.filter((c) => c.metadata?.kind !== 'branch') };
};

const meta = {
  title: 'Workflows/BranchPanel',
  component: BranchPanel,
  decorators: [withAcmeSession],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...catalogueHandlers(), ...listsHandlers()] },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  args: { flow: loanRiskFlow(), nodeId: HIGH_RISK, operators: [], lists: [], onSave: () => undefined, onClose: () => undefined },
  render: ({ flow, nodeId }) => <PanelHarness panel="branch" flow={flow} nodeId={nodeId} show={branches} />,
} satisfies Meta<typeof BranchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusIs = (status: string) => ({ eq: [{ obj: `tag.${HIGH_RISK}.status` }, { const: status }] });

export const IfAndElse: Story = {
  play: async () => {
    const panel = await findPanel();
    await expect(panel.getByText('Tag High Risk')).toBeVisible();
    const ifSection = within(panel.getByRole('region', { name: 'If' }));
    await expect(ifSection.getByRole('group', { name: 'OR group' })).toBeVisible();
    await expect(ifSection.getByRole('button', { name: /Then run$/ })).toHaveTextContent('Branch A');
    const elseSection = within(panel.getByRole('region', { name: 'Else' }));
    await expect(elseSection.getByRole('button', { name: /Else run$/ })).toHaveTextContent('Branch B');
    await expect(elseSection.getByRole('button', { name: /Else run$/ })).toBeDisabled();
    await expect(panel.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

export const ChooseBranchBAndRename: Story = {
  play: async () => {
    const panel = await findPanel();
    const ifSection = within(panel.getByRole('region', { name: 'If' }));
    await chooseOption(ifSection.getByRole('button', { name: /Then run$/ }), 'Branch B');
    const elseSection = within(panel.getByRole('region', { name: 'Else' }));
    await expect(elseSection.getByRole('button', { name: /Else run$/ })).toHaveTextContent('Branch A');
    await userEvent.click(ifSection.getByRole('button', { name: 'Rename Branch B' }));
    const name = ifSection.getByRole('textbox', { name: 'Branch B name' });
    await expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Needs step-up{Enter}');
    await expect(ifSection.getByRole('button', { name: /Then run$/ })).toHaveTextContent('Needs step-up');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    const saved = (await savedValue()) as ReturnType<typeof branches>;
    // Branch B now runs when the tag holds (OK); branch A's step waits for FAILED.
    await expect(saved.ip).toEqual(statusIs('FAILED'));
    await expect(saved.owner).toEqual(statusIs('OK'));
    await expect(saved.names).toEqual([null, 'Needs step-up']);
  },
};

/** Issue 15: a branch step lost its status comparison; saving Branch A unchanged records the choice again. */
export const ChoiceLostSavedAgain: Story = {
  args: { flow: setNodeConditions(loanRiskFlow(), IP_BRANCH_A, null) },
  play: async () => {
    const panel = await findPanel();
    const ifSection = within(panel.getByRole('region', { name: 'If' }));
    await expect(ifSection.getByRole('button', { name: /Then run$/ })).toHaveTextContent('Branch A');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    const saved = (await savedValue()) as ReturnType<typeof branches>;
    await expect(saved.ip).toEqual(statusIs('OK'));
    await expect(saved.owner).toEqual(statusIs('FAILED'));
  },
};

export const RenameCancelledWithEscape: Story = {
  play: async () => {
    const panel = await findPanel();
    const elseSection = within(panel.getByRole('region', { name: 'Else' }));
    await userEvent.click(elseSection.getByRole('button', { name: 'Rename Branch B' }));
    await userEvent.type(elseSection.getByRole('textbox', { name: 'Branch B name' }), ' later{Escape}');
    await expect(elseSection.getByRole('button', { name: 'Rename Branch B' })).toHaveFocus();
    await expect(elseSection.queryByRole('textbox', { name: 'Branch B name' })).not.toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

export const NoBranchSteps: Story = {
  args: { flow: withoutBranches() },
  play: async () => {
    const panel = await findPanel();
    await expect(panel.getByText(NO_BRANCH_STEPS)).toBeVisible();
    await expect(panel.getByRole('button', { name: /Then run$/ })).toBeDisabled();
    await expect(panel.queryByRole('button', { name: /^Rename/ })).not.toBeInTheDocument();
  },
};
