import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { blockAndAllowLists, conditionCatalog, conditionListOperator, conditionOperators } from '~/fixtures/conditions';
import { emptyConditionRow, type ConditionRowValue } from '../../../model/conditions/conditionRow';
import { builderOperators } from '../../../model/panels';
import { ConditionRowEditor, type ConditionRowEditorProps } from './ConditionRowEditor';

type Props = ConditionRowEditorProps<ConditionRowValue>;

/** The server's operators as the builder offers them (the list operator in the lists section). */
const operators = builderOperators(conditionOperators);

function ControlledRow(props: Props) {
  const [value, setValue] = useState<ConditionRowValue>(props.value);
  return (
    <ConditionRowEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const base = emptyConditionRow();

const loanAmountOver: ConditionRowValue = { ...base, kind: 'input', type: 'loanAmount', operator: 'gt', value: '50000' };
const panStatusOk: ConditionRowValue = { ...base, kind: 'source', id: 'pan-verification__a1f3', type: 'status', value: 'OK' };
const nameMatchesPan: ConditionRowValue = {
  ...base,
  kind: 'input',
  type: 'fullName',
  isDynamic: true,
  dynamicItem: { kind: 'source', id: 'pan-verification__a1f3', type: 'nameOnCard' },
};
/** A custom function of the contract with fixed arguments: nameSimilarityAbove(name, other name, threshold). */
const nameSimilar: ConditionRowValue = {
  ...base,
  kind: 'input',
  type: 'fullName',
  isFunctionOperator: true,
  functionOperator: 'nameSimilarityAbove',
  functionItems: [
    { kind: 'input', id: null, type: 'fullName', value: '' },
    { kind: 'source', id: 'pan-verification__a1f3', type: 'nameOnCard', value: '' },
    { kind: 'static', id: null, type: null, value: '80' },
  ],
};
/** A variadic custom function of the contract: anyOf(value, candidates...). */
const countryAnyOf: ConditionRowValue = {
  ...base,
  kind: 'input',
  type: 'country',
  isFunctionOperator: true,
  functionOperator: 'anyOf',
  functionItems: [
    { kind: 'input', id: null, type: 'country', value: '' },
    { kind: 'static', id: null, type: null, value: 'IN' },
  ],
};
const phoneBlocked: ConditionRowValue = {
  ...base,
  kind: 'input',
  type: 'phoneNumber',
  isFunctionOperator: true,
  functionOperator: conditionListOperator,
  functionItems: [
    { kind: 'input', id: null, type: 'phoneNumber', value: '' },
    { kind: 'static', id: null, type: null, value: 'bl_fraud_phones' },
  ],
};

const meta = {
  title: 'Workflows/ConditionRowEditor',
  component: ConditionRowEditor<ConditionRowValue>,
  render: (args) => <ControlledRow {...args} />,
  args: {
    label: 'Condition 1',
    value: base,
    onChange: fn(),
    onDelete: fn(),
    catalog: conditionCatalog,
    operators,
    lists: blockAndAllowLists,
    listOperator: conditionListOperator,
  },
} satisfies Meta<Props>;

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

async function listboxClosed() {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
}

export const BuildWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const row = canvas.getByRole('group', { name: 'Condition 1' });
    const trigger = (name: RegExp) => within(row).getByRole('button', { name });
    /** Opens the focused select with ArrowDown, moves to `option` and chooses it with Enter. */
    const choose = async (name: RegExp, option: string, moves = '') => {
      await expect(trigger(name)).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      const listbox = await screen.findByRole('listbox');
      await waitFor(() => expect(listbox.querySelector('[data-focused]')).not.toBeNull());
      if (moves) await userEvent.keyboard(moves);
      await waitFor(() => expect(within(listbox).getByRole('option', { name: option })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await listboxClosed();
      await waitFor(() => expect(trigger(name)).toHaveFocus());
    };

    await userEvent.tab();
    await choose(/Kind$/, 'Service', '{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'source', operator: 'eq' }));
    await userEvent.tab();
    await choose(/Service$/, 'PAN Verification');
    await userEvent.tab();
    await choose(/Attribute$/, 'Status');
    await expect(trigger(/^Equals Operator$/)).toBeEnabled();

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger(/Value$/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['OK', 'FAILED', 'NO RECORD FOUND']);
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await listboxClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...base, kind: 'source', id: 'pan-verification__a1f3', type: 'status', value: 'OK' });
    await waitFor(() => expect(trigger(/Value$/)).toHaveFocus());
  },
};

export const StaticValue: Story = {
  args: { value: loanAmountOver },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Greater than Operator' })).toBeInTheDocument();
    const amount = canvas.getByRole('textbox', { name: 'Value' });
    await expect(amount).toHaveValue('50000');
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(amount);
    await expect(amount).toHaveAttribute('placeholder', 'eg: 50.00');
    await userEvent.type(amount, '75000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...loanAmountOver, value: '75000' });
  },
};

export const AllowedValues: Story = {
  args: { value: panStatusOk },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Service$/ })).toHaveTextContent('PAN Verification');
    await expect(canvas.getByRole('button', { name: /Value$/ })).toHaveTextContent('OK');
  },
};

export const DynamicValue: Story = {
  args: { value: nameMatchesPan },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Compare with$/ })).toHaveTextContent('Service');
    await expect(canvas.getByRole('button', { name: /Compare service$/ })).toHaveTextContent('PAN Verification');
    await expect(canvas.getByRole('button', { name: /Compare attribute$/ })).toHaveTextContent('Name on Card');
    await expect(canvas.queryByRole('textbox', { name: 'Value' })).not.toBeInTheDocument();
  },
};

export const DynamicToStatic: Story = {
  args: { value: nameMatchesPan },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /Compare with$/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Static value' }));
    await listboxClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ isDynamic: false, dynamicItem: { kind: null, id: null, type: null } }));
    await expect(await canvas.findByRole('textbox', { name: 'Value' })).toBeInTheDocument();
  },
};

export const FunctionOperator: Story = {
  args: { value: nameSimilar },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Name similarity above Operator' })).toBeInTheDocument();
    const first = canvas.getByRole('group', { name: 'Argument 1' });
    await expect(within(first).getByText('STRING')).toBeInTheDocument();
    await expect(within(first).getByRole('button', { name: /Kind$/ })).toBeDisabled();
    await expect(within(first).getByRole('button', { name: /Kind$/ })).toHaveTextContent('Input');
    await expect(within(first).getByRole('button', { name: /Attribute$/ })).toBeDisabled();
    await expect(within(first).getByRole('button', { name: /Attribute$/ })).toHaveTextContent('Full Name');
    const second = canvas.getByRole('group', { name: 'Argument 2' });
    await expect(within(second).getByRole('button', { name: /Service$/ })).toHaveTextContent('PAN Verification');
    await expect(within(second).getByRole('button', { name: /Attribute$/ })).toHaveTextContent('Name on Card');
    const third = canvas.getByRole('group', { name: 'Argument 3' });
    await expect(within(third).getByText('NUMBER')).toBeInTheDocument();
    await expect(within(third).getByRole('textbox', { name: 'Value' })).toHaveValue('80');
    await expect(within(third).getByRole('textbox', { name: 'Value' })).toHaveAttribute('inputmode', 'decimal');
    await expect(canvas.queryByRole('button', { name: 'Add More' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete argument/ })).not.toBeInTheDocument();
  },
};

export const VariadicAddMore: Story = {
  args: { value: countryAnyOf },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Delete argument/ })).not.toBeInTheDocument();
    const addMore = canvas.getByRole('button', { name: 'Add More' });
    addMore.focus();
    await userEvent.keyboard('{Enter}');
    const third = await canvas.findByRole('group', { name: 'Argument 3' });
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ functionItems: [...countryAnyOf.functionItems, { kind: null, id: null, type: null, value: '' }] }));
    await expect(canvas.queryByRole('button', { name: 'Delete argument 1' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Delete argument 2' })).toBeInTheDocument();
    await expect(within(third).getByRole('button', { name: 'Delete argument 3' })).toBeInTheDocument();
    await userEvent.click(within(third).getByRole('button', { name: /Kind$/ }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Static value' }));
    await listboxClosed();
    await userEvent.type(within(third).getByRole('textbox', { name: 'Value' }), 'ID');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ functionItems: [...countryAnyOf.functionItems, { kind: 'static', id: null, type: null, value: 'ID' }] }));
  },
};

export const DeleteArgument: Story = {
  args: {
    value: {
      ...countryAnyOf,
      functionItems: [...countryAnyOf.functionItems, { kind: 'static', id: null, type: null, value: 'ID' }],
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete argument 2' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ functionItems: [countryAnyOf.functionItems[0], { kind: 'static', id: null, type: null, value: 'ID' }] }),
    );
    await expect(canvas.queryByRole('group', { name: 'Argument 3' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete argument/ })).not.toBeInTheDocument();
  },
};

export const ListOperator: Story = {
  args: { value: phoneBlocked },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Is in Allow List or Block List Operator' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('group', { name: 'Argument 2' })).getByRole('button', { name: /List$/ })).toHaveTextContent('Fraud Ring Phone Numbers');
  },
};

export const ChooseListFromPicker: Story = {
  args: { value: { ...base, kind: 'input', type: 'email' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Equals Operator' }));
    const menu = await screen.findByRole('menu', { name: 'Operator' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Disposable Email Domains Blocklist' }));
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        isFunctionOperator: true,
        functionOperator: conditionListOperator,
        functionItems: [
          { kind: 'input', id: null, type: 'email', value: '' },
          { kind: 'static', id: null, type: null, value: 'bl_disposable_domains' },
        ],
      }),
    );
    await expect(await canvas.findByRole('button', { name: /List$/ })).toHaveTextContent('Disposable Email Domains');
  },
};

export const WithoutDelete: Story = {
  args: { value: loanAmountOver, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Delete condition' })).not.toBeInTheDocument();
  },
};

export const DeleteRow: Story = {
  args: { value: loanAmountOver },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete condition' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { value: countryAnyOf, isDisabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getAllByRole('textbox')[0]).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add More' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete condition' })).not.toBeInTheDocument();
  },
};

const fullNameRow: ConditionRowValue = { ...base, kind: 'input', type: 'fullName', value: 'Ravi' };

/** `renderValue` swaps the static value field for the caller's editor; null keeps the built-in one. */
export const CustomValueEditor: Story = {
  args: {
    value: fullNameRow,
    renderValue: (attribute, fieldLabel) =>
      attribute.dataType === 'STRING' && !attribute.allowedValues ? <output aria-label={fieldLabel}>{`Custom editor for ${attribute.label}`}</output> : null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('Custom editor for Full Name');
    await expect(canvas.queryByRole('textbox', { name: 'Value' })).not.toBeInTheDocument();
  },
};
