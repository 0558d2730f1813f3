import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blockAndAllowLists, conditionCatalog, conditionListOperator, conditionOperators } from '~/fixtures/conditions';
import type { OperatorPickerItem } from '../OperatorPicker';
import { ConditionRow } from './ConditionRow';
import type { ConditionRowKind, ConditionRowOption, ConditionRowReference } from './ConditionRow.types';

/**
 * The row draws what it is given; the rules (which fields show, what a choice changes) are the
 * caller's: in the product, features/workflows' ConditionRowEditor, whose stories play the edits.
 * Data comes from the fixtures: the catalogue, the server's operator list and the lists.
 */

const ROW_KINDS: readonly ConditionRowKind[] = ['input', 'source', 'tag'];
const VALUE_KINDS: readonly ConditionRowKind[] = ['static', 'input', 'source', 'tag'];

const inputs: ConditionRowOption[] = conditionCatalog.input.map(({ key, label }) => ({ id: key, label }));
const services: ConditionRowOption[] = conditionCatalog.source.map(({ id, label }) => ({ id, label }));
const serviceAttributes = (id: string): ConditionRowOption[] =>
  (conditionCatalog.source.find((service) => service.id === id)?.attributes ?? []).map(({ key, label }) => ({ id: key, label }));
const PAN = 'pan-verification__a1f3';

const byType = (dataType: string) => conditionOperators.filter((operator) => operator.supportedDataTypes.includes(dataType as never));
const relational = (dataType: string): OperatorPickerItem[] =>
  byType(dataType)
    .filter((operator) => operator.type === 'relational' && operator.name !== conditionListOperator)
    .map((operator) => ({ id: operator.name, label: operator.label, symbol: operator.symbol }));
const functions = (dataType: string): OperatorPickerItem[] =>
  byType(dataType)
    .filter((operator) => operator.type === 'functional')
    .map((operator) => ({ id: operator.name, label: operator.label, description: operator.description }));
const operatorNamed = (name: string) => conditionOperators.find((operator) => operator.name === name);

const inputReference = (attribute: string | null): ConditionRowReference => ({ kind: 'input', attributes: inputs, attribute });

const meta = {
  title: 'Design system/ConditionRow',
  component: ConditionRow,
  args: {
    label: 'Condition 1',
    subject: { kind: null, attributes: [], attribute: null, isAttributeDisabled: true },
    kinds: ROW_KINDS,
    operator: { selectedLabel: null, operators: [], isDisabled: true },
    comparison: { kind: 'static', kinds: VALUE_KINDS, isDisabled: true, value: { editor: 'text', value: '', isDisabled: true } },
    onKindChange: fn(),
    onEntityChange: fn(),
    onAttributeChange: fn(),
    onOperatorChange: fn(),
    onComparisonKindChange: fn(),
    onValueChange: fn(),
    onArgumentKindChange: fn(),
    onArgumentValueChange: fn(),
    onArgumentListChange: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ConditionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'Condition 1' });
    await expect(within(row).getByRole('button', { name: /Kind$/ })).toHaveTextContent('Select');
    await expect(within(row).getByRole('button', { name: /Attribute$/ })).toBeDisabled();
    await expect(within(row).getByRole('button', { name: 'Select operator Operator' })).toBeDisabled();
    await expect(within(row).getByRole('button', { name: 'Delete condition' })).toBeEnabled();
  },
};

export const StaticValue: Story = {
  args: {
    subject: inputReference('loanAmount'),
    operator: { selectedLabel: 'Greater than', operators: relational('NUMBER'), functions: functions('NUMBER') },
    comparison: { kind: 'static', kinds: VALUE_KINDS, value: { editor: 'number', value: '50000' } },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Greater than Operator' })).toBeInTheDocument();
    const amount = canvas.getByRole('textbox', { name: 'Value' });
    await expect(amount).toHaveValue('50000');
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(amount, '1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('500001');
  },
};

/** Issue 15: a NUMBER value holding text is refused with a message. */
export const NumberRefusesText: Story = {
  args: {
    subject: inputReference('loanAmount'),
    operator: { selectedLabel: 'Greater than', operators: relational('NUMBER'), functions: functions('NUMBER') },
    comparison: { kind: 'static', kinds: VALUE_KINDS, value: { editor: 'number', value: 'abc' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Value' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a number')).toBeVisible();
  },
};

export const AllowedValues: Story = {
  args: {
    subject: { kind: 'source', entities: services, entity: PAN, attributes: serviceAttributes(PAN), attribute: 'status' },
    operator: { selectedLabel: 'Equals', operators: relational('STRING'), functions: functions('STRING') },
    comparison: {
      kind: 'static',
      kinds: VALUE_KINDS,
      value: { editor: 'select', value: 'OK', options: ['OK', 'FAILED', 'NO_RECORD_FOUND'].map((id) => ({ id, label: id.replace(/_/g, ' ') })) },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Service$/ })).toHaveTextContent('PAN Verification');
    await expect(canvas.getByRole('button', { name: /Value$/ })).toHaveTextContent('OK');
  },
};

export const DynamicValue: Story = {
  args: {
    subject: inputReference('fullName'),
    operator: { selectedLabel: 'Equals', operators: relational('STRING'), functions: functions('STRING') },
    comparison: {
      kind: 'source',
      kinds: VALUE_KINDS,
      reference: { kind: 'source', entities: services, entity: PAN, attributes: serviceAttributes(PAN), attribute: 'nameOnCard' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Compare with$/ })).toHaveTextContent('Service');
    await expect(canvas.getByRole('button', { name: /Compare service$/ })).toHaveTextContent('PAN Verification');
    await expect(canvas.getByRole('button', { name: /Compare attribute$/ })).toHaveTextContent('Name on Card');
    await expect(canvas.queryByRole('textbox', { name: 'Value' })).not.toBeInTheDocument();
  },
};

/** A function of the server's list with fixed arguments: nameSimilarityAbove(name, name, threshold). */
export const FunctionOperator: Story = {
  args: {
    subject: inputReference('fullName'),
    operator: { selectedLabel: operatorNamed('nameSimilarityAbove')?.label ?? null, operators: relational('STRING'), functions: functions('STRING') },
    comparison: undefined,
    arguments: [
      { type: 'STRING', kind: 'input', kinds: ROW_KINDS, isKindDisabled: true, reference: { ...inputReference('fullName'), isDisabled: true } },
      { type: 'STRING', kind: 'source', kinds: VALUE_KINDS, reference: { kind: 'source', entities: services, entity: PAN, attributes: serviceAttributes(PAN), attribute: 'nameOnCard' } },
      { type: 'NUMBER', kind: 'static', kinds: VALUE_KINDS, value: { editor: 'number', value: '80' } },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Name similarity above Operator' })).toBeInTheDocument();
    const first = canvas.getByRole('group', { name: 'Argument 1' });
    await expect(within(first).getByRole('button', { name: /Kind$/ })).toBeDisabled();
    await expect(within(first).getByRole('button', { name: /Attribute$/ })).toBeDisabled();
    await expect(within(first).getByRole('button', { name: /Attribute$/ })).toHaveTextContent('Full Name');
    const third = canvas.getByRole('group', { name: 'Argument 3' });
    await expect(within(third).getByText('NUMBER')).toBeInTheDocument();
    await userEvent.type(within(third).getByRole('textbox', { name: 'Value' }), '5');
    await expect(args.onArgumentValueChange).toHaveBeenLastCalledWith(2, '805');
    await expect(canvas.queryByRole('button', { name: 'Add More' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete argument/ })).not.toBeInTheDocument();
  },
};

/** A variadic function of the server's list, anyOf(value, candidates...), with three arguments. */
export const VariadicArguments: Story = {
  args: {
    subject: inputReference('country'),
    operator: { selectedLabel: operatorNamed('anyOf')?.label ?? null, operators: relational('STRING'), functions: functions('STRING') },
    comparison: undefined,
    arguments: [
      { type: 'INTERFACE', kind: 'input', kinds: ROW_KINDS, isKindDisabled: true, reference: { ...inputReference('country'), isDisabled: true } },
      { type: 'INTERFACE', kind: 'static', kinds: VALUE_KINDS, value: { editor: 'text', value: 'IN' }, canDelete: true },
      { type: 'INTERFACE', kind: 'static', kinds: VALUE_KINDS, value: { editor: 'text', value: 'ID' }, canDelete: true },
    ],
    onDeleteArgument: fn(),
    onAddArgument: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Delete argument 1' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete argument 2' }));
    await expect(args.onDeleteArgument).toHaveBeenCalledWith(1);
    const addMore = canvas.getByRole('button', { name: 'Add More' });
    addMore.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddArgument).toHaveBeenCalledTimes(1);
  },
};

export const ListOperator: Story = {
  args: {
    subject: inputReference('phoneNumber'),
    operator: { selectedLabel: operatorNamed(conditionListOperator)?.label ?? null, operators: relational('STRING'), functions: functions('STRING'), lists: [...blockAndAllowLists] },
    comparison: undefined,
    arguments: [
      { type: 'STRING', kind: 'input', kinds: ROW_KINDS, isKindDisabled: true, reference: { ...inputReference('phoneNumber'), isDisabled: true } },
      { type: 'STRING', kind: 'static', kinds: VALUE_KINDS, list: { options: blockAndAllowLists.map(({ id, label }) => ({ id, label })), value: 'bl_fraud_phones' } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Is in Allow List or Block List Operator' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('group', { name: 'Argument 2' })).getByRole('button', { name: /List$/ })).toHaveTextContent('Fraud Ring Phone Numbers');
  },
};

export const WithoutDelete: Story = {
  args: { ...StaticValue.args, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Delete condition' })).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { ...VariadicArguments.args, isDisabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getAllByRole('textbox')[0]).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add More' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete condition' })).not.toBeInTheDocument();
  },
};

/** `comparison.valueSlot` draws the caller's editor in place of the built-in value field. */
export const CustomValueEditor: Story = {
  args: {
    subject: inputReference('fullName'),
    operator: { selectedLabel: 'Equals', operators: relational('STRING'), functions: functions('STRING') },
    comparison: { kind: 'static', kinds: VALUE_KINDS, valueSlot: <output aria-label="Value">Custom editor for Full Name</output> },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('Custom editor for Full Name');
    await expect(canvas.queryByRole('textbox', { name: 'Value' })).not.toBeInTheDocument();
  },
};
