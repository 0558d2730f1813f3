import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { catalogueHandlers, catalogueMoreSuppliers, catalogueSuppliers } from '~/fixtures';
import type { components } from '~/contract';
import { useInputAttributes, useSupplierInputOutput, type SupplierInputOutput } from '../../../api';
import { findDialog, withAcmeSession } from '../../../components/__tests__/storySupport';
import { ConfigureServicePanel, type ConfigureServicePanelProps } from './ConfigureServicePanel';
import type { MappableVariable, NodeInput } from './configureInputs';

type SupplierInput = components['schemas']['SupplierInput'];

const START = 'start_ghdvng';
const PAN_NODE = 'pan-verification__k3p9';
const pan = catalogueSuppliers.find((s) => s.id === 'pan-verification');
const ocr = catalogueMoreSuppliers.find((s) => s.id === 'document-ocr');
const sanctions = catalogueMoreSuppliers.find((s) => s.id === 'sanctions-pep-screening');
if (!pan || !ocr || !sanctions) throw new Error('catalogue fixtures changed');

const serviceOutputVariables: MappableVariable[] = pan.outputParameters.map((output) => ({ location: `source.${PAN_NODE}.${output.key}`, label: `PAN Verification · ${output.displayName}` }));

/**
 * No catalogue service has more than four inputs or a LIST or BOOLEAN input, so this screening
 * service is built from the fixtures' Sanctions and Document OCR inputs plus three typed ones, to
 * show every static editor and 'Configure More'.
 */
const listInput = (key: string, displayName: string, extras: Partial<SupplierInput>): SupplierInput => ({ key, displayName, type: 'STRING', format: 'LIST', optionality: 'OPTIONAL', isOptional: true, description: displayName, ...extras });
const screening: SupplierInputOutput = {
  id: 'sanctions-pep-screening',
  displayName: 'Sanctions and PEP Screening',
  apiName: sanctions.apiName,
  inputs: [
    ...sanctions.inputs,
    ...ocr.inputs.filter((input) => input.optionality === 'CONDITIONAL'),
    listInput('lists', 'Lists', { allowedValues: ['UN', 'OFAC', 'EU', 'UK_HMT', 'MHA_INDIA'] }),
    listInput('aliases', 'Aliases', {}),
    { key: 'includePep', displayName: 'Include PEP', type: 'BOOLEAN', format: 'TEXT', optionality: 'CONDITIONAL', isOptional: true, description: 'Screen politically exposed persons too.' },
  ],
  outputs: sanctions.outputParameters,
};

/** Loads the node's service and the start attributes through MSW, as the editor page does. */
function Harness({ serviceId, ...props }: Omit<ConfigureServicePanelProps, 'service' | 'inputVariables' | 'serviceOutputVariables'> & { serviceId: string }) {
  const { data } = useSupplierInputOutput([serviceId]);
  const { data: attributes } = useInputAttributes();
  const [saved, setSaved] = useState<NodeInput[] | null>(null);
  const service = serviceId === screening.id ? screening : data?.suppliers[0];
  if (!service || !attributes) return <p>Loading…</p>;
  return (
    <>
      <p>{saved ? `Saved ${saved.length} inputs` : 'Not saved'}</p>
      <ConfigureServicePanel
        {...props}
        service={service}
        inputVariables={attributes.map((attribute) => ({ location: `input.${START}.${attribute.key}`, label: attribute.displayName }))}
        serviceOutputVariables={serviceOutputVariables}
        onSave={(inputs) => {
          props.onSave(inputs);
          setSaved(inputs);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Workflows/ConfigureServicePanel',
  component: ConfigureServicePanel,
  decorators: [withAcmeSession],
  parameters: { msw: { handlers: catalogueHandlers({ extraSuppliers: catalogueMoreSuppliers }) } },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSave: fn(),
    node: { id: 'bank-account-verification__k3b2', name: 'Bank Account Verification' },
    service: { id: 'bank-account-verification', displayName: 'Bank Account Verification', apiName: 'bankAccountVerification', inputs: [], outputs: [] },
    inputVariables: [],
    serviceOutputVariables,
  },
  render: ({ node, onOpenChange, onSave, isOpen, service }) => <Harness serviceId={service.id} node={node} isOpen={isOpen} onOpenChange={onOpenChange} onSave={onSave} />,
} satisfies Meta<typeof ConfigureServicePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (panel: HTMLElement, name: string) => within(within(panel).getByRole('group', { name }));

async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export const MapAndSave: Story = {
  play: async ({ args }) => {
    const panel = await findDialog('Bank Account Verification');
    const account = rowOf(panel, 'Bank Account Number');
    await choose(account.getByRole('button', { name: /Source/ }), 'Input Variables');
    await choose(account.getByRole('button', { name: /Mapped from/ }), 'Bank Account Number');
    const fullName = rowOf(panel, 'Full Name');
    await choose(fullName.getByRole('button', { name: /Source/ }), 'Service Output Variables');
    await choose(fullName.getByRole('button', { name: /Mapped from/ }), 'PAN Verification · Name on PAN');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    const [inputs] = (args.onSave as unknown as { mock: { calls: [NodeInput[]][] } }).mock.calls[0] ?? [[]];
    await expect(inputs.map((input) => [input.key, input.location, input.isOptional])).toEqual([
      ['accountNumber', `input.${START}.accountNumber`, false],
      ['ifsc', '..', false],
      ['fullName', `source.${PAN_NODE}.name`, true],
    ]);
    await expect(inputs[2]).toMatchObject({ locationKind: 'source', locationId: PAN_NODE, locationType: 'name', namespace: 'bank-account-verification__k3b2' });
  },
};

export const OrderedAndReset: Story = {
  args: {
    node: {
      id: PAN_NODE,
      name: 'PAN Verification',
      inputs: [
        { key: 'fullName', location: `input.${START}.fullName`, locationKind: 'input', locationId: START, locationType: 'fullName', isStatic: false },
        { key: 'pan', location: '..', isStatic: false },
      ],
    },
    service: { ...meta.args.service, id: 'pan-verification' },
  },
  play: async () => {
    const panel = await findDialog('PAN Verification');
    const groups = within(panel).getAllByRole('group');
    await expect(groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual(['PAN Number', 'Date of Birth', 'Full Name']);
    const fullName = rowOf(panel, 'Full Name');
    await expect(fullName.getByRole('button', { name: /Mapped from/ })).toHaveTextContent('Full Name');
    await userEvent.click(fullName.getByRole('button', { name: 'Reset Full Name' }));
    await expect(fullName.queryByRole('button', { name: /Mapped from/ })).not.toBeInTheDocument();
    await expect(fullName.getByRole('button', { name: /Source/ })).toHaveTextContent('Choose a source');
  },
};

/** A PAN is written in capitals: a static PAN typed in small letters is upper-cased as typed and saved so. */
export const StaticPanInCapitals: Story = {
  args: { node: { id: PAN_NODE, name: 'PAN Verification' }, service: { ...meta.args.service, id: 'pan-verification' } },
  play: async ({ args }) => {
    const panel = await findDialog('PAN Verification');
    const panRow = rowOf(panel, 'PAN Number');
    await choose(panRow.getByRole('button', { name: /Source/ }), 'Static input');
    await userEvent.type(panRow.getByRole('textbox', { name: 'Static value' }), 'abcpe1234f');
    await expect(panRow.getByRole('textbox', { name: 'Static value' })).toHaveValue('ABCPE1234F');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const [inputs] = (args.onSave as unknown as { mock: { calls: [NodeInput[]][] } }).mock.calls[0] ?? [[]];
    await expect(inputs.find((input) => input.key === 'pan')).toMatchObject({ isStatic: true, staticValue: 'ABCPE1234F' });
  },
};

export const ConfigureMoreAndStatic: Story = {
  args: { node: { id: 'sanctions-pep-screening__s1x2', name: 'Sanctions and PEP Screening' }, service: screening },
  play: async ({ args }) => {
    const panel = await findDialog('Sanctions and PEP Screening');
    await expect(within(panel).getAllByRole('group')).toHaveLength(4);
    await userEvent.click(within(panel).getByRole('button', { name: 'Configure More (4)' }));
    await expect(within(panel).getAllByRole('group')).toHaveLength(8);

    const threshold = rowOf(panel, 'Threshold');
    await choose(threshold.getByRole('button', { name: /Source/ }), 'Static input');
    await userEvent.type(threshold.getByRole('textbox', { name: 'Static value' }), '8x');
    await expect(threshold.getByText('Enter a number')).toBeVisible();
    await userEvent.keyboard('{Backspace}5');
    await expect(threshold.queryByText('Enter a number')).not.toBeInTheDocument();

    const aliases = rowOf(panel, 'Aliases');
    await choose(aliases.getByRole('button', { name: /Source/ }), 'Static input');
    await userEvent.type(aliases.getByRole('textbox', { name: 'Static value' }), 'Ravi Sharma,R K Sharma{Enter}');

    const pep = rowOf(panel, 'Include PEP');
    await choose(pep.getByRole('button', { name: /Source/ }), 'Static input');
    await choose(pep.getByRole('button', { name: /Static value/ }), 'True');

    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const [inputs] = (args.onSave as unknown as { mock: { calls: [NodeInput[]][] } }).mock.calls[0] ?? [[]];
    const byKey = Object.fromEntries(inputs.map((input) => [input.key, input]));
    await expect(byKey.threshold).toMatchObject({ isStatic: true, staticValue: 85, location: 'static..threshold', locationKind: 'static' });
    await expect(byKey.aliases).toMatchObject({ isStatic: true, staticValue: ['Ravi Sharma', 'R K Sharma'] });
    await expect(byKey.includePep).toMatchObject({ isStatic: true, staticValue: true });
  },
};

export const ConditionalRequired: Story = {
  args: { node: { id: 'sanctions-pep-screening__s1x2', name: 'Sanctions and PEP Screening' }, service: screening },
  play: async ({ args }) => {
    const panel = await findDialog('Sanctions and PEP Screening');
    const all = within(panel).getByRole('checkbox', { name: 'All Fields Required' });
    await expect(all).not.toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Configure More (4)' }));
    await userEvent.click(rowOf(panel, 'Document Type').getByRole('checkbox', { name: 'Required' }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(rowOf(panel, 'Include PEP').getByRole('checkbox', { name: 'Required' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const [inputs] = (args.onSave as unknown as { mock: { calls: [NodeInput[]][] } }).mock.calls[0] ?? [[]];
    await expect(inputs.filter((input) => input.optionality === 'CONDITIONAL').map((input) => input.isOptional)).toEqual([false, false]);
    await expect(inputs.find((input) => input.key === 'dob')?.isOptional).toBe(true);
  },
};

export const NothingToConfigure: Story = {
  args: {
    node: { id: 'static-check__z1', name: 'Static Check' },
    service: { id: 'static-check', displayName: 'Static Check', apiName: 'staticCheck', inputs: [], outputs: sanctions.outputParameters },
  },
  render: (args) => <ConfigureServicePanel {...args} />,
  play: async () => {
    const panel = await findDialog('Static Check');
    await expect(within(panel).getByText("This service can't be configured")).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};
