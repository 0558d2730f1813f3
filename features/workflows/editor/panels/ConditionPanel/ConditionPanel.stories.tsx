import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LIST_OPERATOR, withIntegerMarker } from '~/contract';
import { catalogueHandlers, listsHandlers } from '~/fixtures';
import { withAcmeSession, settled } from '../../../components/__tests__/storySupport';
import {
  and,
  BANK,
  call,
  chooseOption,
  cmp,
  findPanel,
  input,
  IP_BRANCH_A,
  loanRiskFlow,
  MATCH,
  onboardingFlow,
  onboardingWithDates,
  or,
  out,
  PAN,
  PanelHarness,
  savedValue,
  START,
  value,
  withCondition,
} from '../__tests__/conditionStorySupport';
import { DELETE_GROUP_TITLE, INCOMPLETE_ROWS_MESSAGE, START_TEXT } from '../ConditionBuilder';
import { ConditionPanel } from './ConditionPanel';

const meta = {
  title: 'Workflows/ConditionPanel',
  component: ConditionPanel,
  decorators: [withAcmeSession],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...catalogueHandlers(), ...listsHandlers()] },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  args: { flow: withCondition(onboardingFlow(3), BANK, null), nodeId: BANK, operators: [], lists: [], onSave: () => undefined, onClose: () => undefined },
  render: ({ flow, nodeId }) => <PanelHarness panel="condition" flow={flow} nodeId={nodeId} />,
} satisfies Meta<typeof ConditionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (panel: ReturnType<typeof within>, name: string) => within(panel.getByRole('group', { name }));

export const Empty: Story = {
  play: async () => {
    const panel = await findPanel();
    await expect(panel.getByRole('heading', { name: 'Condition' })).toBeVisible();
    await expect(panel.getByText('Run Bank Account Verification')).toBeVisible();
    await expect(panel.getByText(START_TEXT)).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(panel.getByRole('separator', { name: 'Resize condition panel' })).toHaveAttribute('aria-valuenow', '65');
    await expect(panel.getByRole('separator', { name: 'Resize condition panel' })).toHaveAttribute('aria-valuemax', '90');
  },
};

export const BuildAndSave: Story = {
  play: async () => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: 'OR group' }));
    await expect(panel.getByRole('button', { name: 'Save' })).toBeVisible();
    const row = rowOf(panel, 'Condition 1');
    await chooseOption(row.getByRole('button', { name: /Kind$/ }), 'Service');
    await chooseOption(row.getByRole('button', { name: /Service$/ }), 'PAN Verification');
    await chooseOption(row.getByRole('button', { name: /Attribute$/ }), 'Status');
    await expect(row.getByRole('button', { name: 'Equals Operator' })).toBeVisible();
    await chooseOption(row.getByRole('button', { name: /Value$/ }), 'OK');
    await userEvent.click(panel.getByRole('button', { name: /^Condition$/ }));
    const second = rowOf(panel, 'Condition 2');
    await chooseOption(second.getByRole('button', { name: /Kind$/ }), 'Input');
    await chooseOption(second.getByRole('button', { name: /Attribute$/ }), 'Full Name');
    await userEvent.type(second.getByRole('textbox', { name: 'Value' }), 'Ravi Kumar{Enter}');
    await userEvent.type(second.getByRole('textbox', { name: 'Value' }), 'Ravi K{Enter}');
    await expect(second.getByRole('button', { name: 'Remove Ravi K' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(await savedValue()).toEqual(or(cmp('eq', out(PAN, 'status'), value('OK')), cmp('eq', input('fullName'), value('Ravi Kumar,Ravi K'))));
    // The harness remounts the panel on the saved flow, as the editor page does.
    const after = await findPanel();
    await expect(after.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(after.getByRole('group', { name: 'Condition 2' })).toBeVisible();
  },
};

const nested = and(
  cmp('eq', out(BANK, 'status'), value('OK')),
  or(cmp('eq', out(PAN, 'status'), value('OK')), and(cmp('gte', out(PAN, 'nameMatchScore'), value(withIntegerMarker(80))), cmp('not', out(PAN, 'panType'), value('COMPANY')))),
);

export const NestedThreeDeep: Story = {
  args: { flow: withCondition(onboardingFlow(3), MATCH, nested), nodeId: MATCH },
  play: async () => {
    const panel = await findPanel();
    await expect(panel.getByText('Run Name Match')).toBeVisible();
    const top = panel.getAllByRole('group', { name: 'AND group' })[0] as HTMLElement;
    const middle = within(top).getByRole('group', { name: 'OR group' });
    const inner = within(middle).getByRole('group', { name: 'AND group' });
    const score = within(within(inner).getByRole('group', { name: 'Condition 3' }));
    await expect(score.getByRole('textbox', { name: 'Value' })).toHaveValue('80');
  },
};

/** Toggling, adding and deleting groups in the nested condition, down to the reset. */
export const DeleteNestedGroups: Story = {
  args: NestedThreeDeep.args,
  play: async () => {
    const panel = await findPanel();
    const top = panel.getAllByRole('group', { name: 'AND group' })[0] as HTMLElement;
    const middle = within(top).getByRole('group', { name: 'OR group' });
    const inner = within(middle).getByRole('group', { name: 'AND group' });
    // Two items: no delete icon yet; a third shows it.
    await expect(within(top).queryByRole('button', { name: 'Delete AND group' })).not.toBeInTheDocument();
    await userEvent.click(within(inner).getByRole('button', { name: 'AND, switch to OR' }));
    await expect(within(middle).getAllByRole('group', { name: 'OR group' })).toHaveLength(1);
    await userEvent.click(within(middle).getAllByRole('button', { name: 'AND Group' })[0] as HTMLElement);
    await expect(within(middle).getByRole('button', { name: 'Delete OR group' })).toBeVisible();
    await userEvent.click(within(middle).getByRole('button', { name: 'Delete OR group' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: DELETE_GROUP_TITLE }));
    await settled();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(panel.queryByRole('group', { name: 'OR group' })).not.toBeInTheDocument());
    await expect(panel.getByRole('group', { name: 'Condition 1' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Delete condition' }));
    await expect(panel.getByText(START_TEXT)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(await savedValue()).toBeNull();
  },
};

const variadic = and(call('anyOf', input('pan'), value('ABCPE1234F'), value('ABCPX9999X')), call('nameSimilarityAbove', input('fullName'), out(PAN, 'name'), value(withIntegerMarker(80))));

export const FunctionsWithVariadicArguments: Story = {
  args: { flow: withCondition(onboardingFlow(3), MATCH, variadic), nodeId: MATCH },
  play: async () => {
    const panel = await findPanel();
    const any = rowOf(panel, 'Condition 1');
    await expect(any.getByRole('button', { name: 'Any of Operator' })).toBeVisible();
    const first = within(any.getByRole('group', { name: 'Argument 1' }));
    await expect(first.getByRole('button', { name: /Kind$/ })).toBeDisabled();
    await expect(first.getByText('INTERFACE')).toBeVisible();
    await expect(any.queryByRole('button', { name: 'Delete argument 1' })).not.toBeInTheDocument();
    await expect(any.getByRole('button', { name: 'Delete argument 2' })).toBeVisible();
    await userEvent.click(any.getByRole('button', { name: 'Add More' }));
    const fourth = within(any.getByRole('group', { name: 'Argument 4' }));
    await chooseOption(fourth.getByRole('button', { name: /Kind$/ }), 'Static value');
    await userEvent.type(fourth.getByRole('textbox', { name: 'Value' }), 'ABCPF1234K');
    await userEvent.click(any.getByRole('button', { name: 'Delete argument 2' }));
    await expect(any.queryByRole('group', { name: 'Argument 4' })).not.toBeInTheDocument();

    const similar = rowOf(panel, 'Condition 2');
    await expect(similar.getByRole('button', { name: 'Name similarity above Operator' })).toBeVisible();
    await expect(similar.queryByRole('button', { name: 'Add More' })).not.toBeInTheDocument();
    await expect(similar.queryByRole('button', { name: /Delete argument/ })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(await savedValue()).toEqual(
      and(call('anyOf', input('pan'), value('ABCPX9999X'), value('ABCPF1234K')), call('nameSimilarityAbove', input('fullName'), out(PAN, 'name'), value(withIntegerMarker(80)))),
    );
  },
};

export const ListOperator: Story = {
  play: async () => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: 'AND group' }));
    const row = rowOf(panel, 'Condition 1');
    await chooseOption(row.getByRole('button', { name: /Kind$/ }), 'Input');
    await chooseOption(row.getByRole('button', { name: /Attribute$/ }), 'PAN Number');
    await userEvent.click(row.getByRole('button', { name: 'Equals Operator' }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.queryByRole('menuitem', { name: /Is in Allow List or Block List/ })).not.toBeInTheDocument();
    const fraud = menu.getByRole('menuitem', { name: /Known fraud PANs/ });
    await expect(fraud).toHaveTextContent('Blocklist');
    await expect(menu.getByRole('menuitem', { name: /VIP customer mobiles/ })).toHaveTextContent('Allowlist');
    await userEvent.click(fraud);
    const list = within(row.getByRole('group', { name: 'Argument 2' }));
    await expect(list.getByRole('button', { name: /List$/ })).toHaveTextContent('Known fraud PANs');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(await savedValue()).toEqual(and(cmp(LIST_OPERATOR, input('pan'), value('bl_fraud_pans'))));
  },
};

const dated = and(cmp('lte', input('dateOfBirth'), value(946684800)), cmp('in', input('documentTypes'), value(['PAN', 'PASSPORT'])));

export const DatesAndRawInput: Story = {
  args: { flow: withCondition(onboardingWithDates(), MATCH, dated), nodeId: MATCH },
  play: async () => {
    const panel = await findPanel();
    const date = rowOf(panel, 'Condition 1');
    await expect(date.getByRole('group', { name: 'Value' })).toHaveTextContent('01/01/00');
    const raw = rowOf(panel, 'Condition 2');
    const box = raw.getByRole('textbox', { name: 'Raw input' });
    await expect(box).toHaveValue('["PAN","PASSPORT"]');
    await userEvent.clear(box);
    await userEvent.paste('["PAN","AADHAAR"]');
    const income = panel.getByRole('button', { name: /^Condition$/ });
    await userEvent.click(income);
    const third = rowOf(panel, 'Condition 3');
    await chooseOption(third.getByRole('button', { name: /Kind$/ }), 'Input');
    await chooseOption(third.getByRole('button', { name: /Attribute$/ }), 'Monthly Income');
    await expect(third.getByRole('textbox', { name: 'Value' })).toHaveAttribute('placeholder', 'eg: 50.00');
    await userEvent.type(third.getByRole('textbox', { name: 'Value' }), '50000');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(await savedValue()).toEqual(
      and(cmp('lte', input('dateOfBirth'), value(946684800)), cmp('in', input('documentTypes'), value(['PAN', 'AADHAAR'])), cmp('eq', input('monthlyIncome'), value(withIntegerMarker(50000)))),
    );
  },
};

export const IncompleteRows: Story = {
  play: async () => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('button', { name: 'AND group' }));
    const row = rowOf(panel, 'Condition 1');
    await chooseOption(row.getByRole('button', { name: /Kind$/ }), 'Input');
    await chooseOption(row.getByRole('button', { name: /Attribute$/ }), 'Full Name');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(panel.getByText(INCOMPLETE_ROWS_MESSAGE)).toBeVisible();
    await expect(panel.getByText('The condition needs a value.')).toBeVisible();
    await expect(screen.getByRole('status', { name: 'Saved' })).toHaveTextContent('Not saved');
  },
};

export const UnreadableCondition: Story = {
  args: { flow: withCondition(onboardingFlow(3), MATCH, cmp('eq', { obj: `input.another_start.pan` }, value('X'))), nodeId: MATCH },
  play: async () => {
    const panel = await findPanel();
    await expect(panel.getByRole('alert')).toHaveTextContent(`This condition cannot be edited in the builder: "input.another_start.pan" names "another_start", but the start step is "${START}".`);
    await expect(panel.queryByText(START_TEXT)).not.toBeInTheDocument();
  },
};

export const UnderABranch: Story = {
  args: { flow: loanRiskFlow(), nodeId: IP_BRANCH_A },
  play: async () => {
    const panel = await findPanel();
    await expect(panel.getByText('Run IP Intelligence')).toBeVisible();
    await expect(panel.getByText('Runs under Branch A of the tag High Risk; that stays part of its condition.')).toBeVisible();
    await expect(panel.getByText(START_TEXT)).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async () => {
    await findPanel();
    const panel = await findPanel();
    const row = () => rowOf(panel, 'Condition 1');
    const focusOn = async (element: HTMLElement, limit = 25) => {
      for (let i = 0; i < limit && document.activeElement !== element; i += 1) await userEvent.tab();
      await expect(element).toHaveFocus();
    };
    const choose = async (trigger: HTMLElement, option: string) => {
      await focusOn(trigger);
      await userEvent.keyboard('{ArrowDown}');
      const listbox = await screen.findByRole('listbox');
      await waitFor(() => expect(listbox.querySelector('[data-focused]')).not.toBeNull());
      for (let i = 0; i < 10 && document.activeElement?.textContent !== option; i += 1) await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    };
    await focusOn(panel.getByRole('button', { name: 'AND group' }));
    await userEvent.keyboard('{Enter}');
    await choose(row().getByRole('button', { name: /Kind$/ }), 'Input');
    await choose(row().getByRole('button', { name: /Attribute$/ }), 'PAN Number');
    await focusOn(row().getByRole('textbox', { name: 'Value' }));
    await userEvent.keyboard('ABCPE1234F{Enter}');
    await focusOn(panel.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Enter}');
    await expect(await savedValue()).toEqual(and(cmp('eq', input('pan'), value('ABCPE1234F'))));
  },
};
