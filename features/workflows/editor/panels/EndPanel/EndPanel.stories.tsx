import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { catalogueHandlers, listsHandlers } from '~/fixtures';
import type { Flow } from '../../../model/types';
import { withAcmeSession } from '../../../components/__tests__/storySupport';
import { chooseOption, cmp, findPanel, LOGIN_ACCEPT, loginFlow, or, out, PanelHarness, savedValue, value } from '../__tests__/conditionStorySupport';
import { EndPanel } from './EndPanel';

const IP = 'ip-intelligence__g8i1';

/** The end column after a save: each end state's kind and condition. */
const endStates = (flow: Flow) => (flow.columns.at(-1)?.nodes ?? []).map((node) => [node.kind, node.conditions?.[0] ?? null]);

const meta = {
  title: 'Workflows/EndPanel',
  component: EndPanel,
  decorators: [withAcmeSession],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...catalogueHandlers(), ...listsHandlers()] },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  args: { flow: loginFlow(), nodeId: LOGIN_ACCEPT, operators: [], lists: [], onSave: () => undefined, onClose: () => undefined },
  render: ({ flow, nodeId, variant }) => <PanelHarness panel="end" flow={flow} nodeId={nodeId} show={endStates} variant={variant} />,
} satisfies Meta<typeof EndPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeEndStates: Story = {
  play: async () => {
    const panel = await findPanel();
    await expect(panel.getByText('End flow with Accept')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'End Workflow' })).toBeVisible();
    for (const name of ['Accept', 'Reject', 'Manual Review']) {
      const set = within(panel.getByRole('region', { name }));
      await expect(set.getByRole('button', { name: `Add ${name} conditions` })).toBeDisabled();
      await expect(set.getByRole('button', { name: `Delete ${name} conditions` })).toBeVisible();
    }
  },
};

export const RemoveAndAddEndStates: Story = {
  play: async () => {
    const panel = await findPanel();
    const review = within(panel.getByRole('region', { name: 'Manual Review' }));
    await userEvent.click(review.getByRole('button', { name: 'Delete Manual Review conditions' }));
    await expect(review.getByRole('button', { name: 'Add Manual Review conditions' })).toBeEnabled();
    await expect(review.queryByRole('group', { name: /Manual Review condition/ })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    const saved = (await savedValue()) as [string, unknown][];
    await expect(saved.map(([kind]) => kind)).toEqual(['end_rejected', 'end_accepted']);

    const after = await findPanel();
    const added = within(after.getByRole('region', { name: 'Manual Review' }));
    await userEvent.click(added.getByRole('button', { name: 'Add Manual Review conditions' }));
    await expect(added.getByRole('button', { name: 'Add Manual Review conditions' })).toBeDisabled();
    await userEvent.click(added.getByRole('button', { name: 'Manual Review OR group' }));
    const row = within(added.getByRole('group', { name: 'Manual Review condition 1' }));
    await chooseOption(row.getByRole('button', { name: /Kind$/ }), 'Service');
    await chooseOption(row.getByRole('button', { name: /Service$/ }), 'IP Intelligence');
    await chooseOption(row.getByRole('button', { name: /Attribute$/ }), 'Status');
    await chooseOption(row.getByRole('button', { name: /Value$/ }), 'NO RECORD FOUND');
    await userEvent.click(after.getByRole('button', { name: 'Save' }));
    const again = (await savedValue()) as [string, unknown][];
    await expect(again.map(([kind]) => kind)).toEqual(['end_rejected', 'end_manual_review', 'end_accepted']);
    await expect(again[1]?.[1]).toEqual(or(cmp('eq', out(IP, 'status'), value('NO_RECORD_FOUND'))));
  },
};

export const IncompleteEndState: Story = {
  play: async () => {
    const panel = await findPanel();
    const reject = within(panel.getByRole('region', { name: 'Reject' }));
    await userEvent.click(reject.getAllByRole('button', { name: 'Condition' })[0] as HTMLElement);
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(panel.getByText('Each condition needs a parameter, an operator and a value.')).toBeVisible();
    await expect(reject.getByText('A condition compares an input attribute, a service output or a tag status.')).toBeVisible();
    await expect(screen.getByRole('status', { name: 'Saved' })).toHaveTextContent('Not saved');
  },
};

export const CapabilityVariant: Story = {
  args: { variant: 'capability' },
  play: async () => {
    const panel = await findPanel();
    await expect(panel.getByRole('heading', { name: 'End Capability' })).toBeVisible();
  },
};
