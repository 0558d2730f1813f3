import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { panVerificationResponse, tryOutHiddenKeys } from '~/fixtures/display';
import { stubClipboard } from '../CopyButton/CopyButton.testing';
import { EmptyState } from '../EmptyState';
import { expectClosed, findOpenDialog } from '../Modal/Modal.testing';
import { KeyValue } from './KeyValue';

const meta = {
  title: 'Design system/KeyValue',
  component: KeyValue,
  args: { data: panVerificationResponse, hiddenKeys: tryOutHiddenKeys, 'aria-label': 'Output' },
  beforeEach: () => stubClipboard(),
  decorators: [(Story) => <div style={{ width: '40rem' }}><Story /></div>],
} satisfies Meta<typeof KeyValue>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvas: ReturnType<typeof within>, key: string) =>
  within(canvas.getByRole('rowheader', { name: key }).closest('tr') as HTMLElement).getByRole('cell');

/** The try-out Table View: metadata hidden, NA for empty values, View Details, Open Link and cut text. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Output' });
    await expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'result', 'nameMatchScore', 'dateOfBirth', 'fatherName', 'middleName', 'aliases', 'previousNames', 'documentImage', 'remarks', 'isActive', 'attemptCount',
    ]);
    await expect(valueOf(canvas, 'fatherName')).toHaveTextContent('NA');
    await expect(valueOf(canvas, 'middleName')).toHaveTextContent('NA');
    await expect(valueOf(canvas, 'previousNames')).toHaveTextContent('NA');
    await expect(valueOf(canvas, 'attemptCount')).toHaveTextContent('0');
    await expect(valueOf(canvas, 'isActive')).toHaveTextContent('true');
    const link = within(valueOf(canvas, 'documentImage')).getByRole('link', { name: 'Open Link' });
    await expect(link).toHaveAttribute('href', panVerificationResponse.documentImage);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(valueOf(canvas, 'remarks')).toHaveTextContent(`${panVerificationResponse.remarks.slice(0, 100)}…`);
    await expect(within(valueOf(canvas, 'result')).getByRole('button', { name: 'View Details' })).toHaveAccessibleDescription('result');
  },
};

/** 'View Details' opens the object in a modal JSON tree; Escape closes it and focus returns. */
export const ViewDetails: Story = {
  play: async ({ canvas }) => {
    const button = within(valueOf(canvas, 'result')).getByRole('button', { name: 'View Details' });
    await userEvent.click(button);
    const dialog = await findOpenDialog('result');
    const tree = within(dialog).getByRole('treegrid', { name: 'result' });
    await expect(within(tree).getByRole('row', { name: 'fullName' })).toHaveTextContent('"ASHA VERMA"');
    await expect(within(tree).getByRole('row', { name: 'city' })).toHaveTextContent('"Pune"');
    await userEvent.keyboard('{Escape}');
    await expectClosed('result');
    await waitFor(() => expect(button).toHaveFocus());

    const aliases = within(valueOf(canvas, 'aliases')).getByRole('button', { name: 'View Details' });
    aliases.focus();
    await userEvent.keyboard('{Enter}');
    const second = await findOpenDialog('aliases');
    await expect(within(second).getAllByRole('row').map((r) => r.textContent)).toEqual(['0:"Asha V"', '1:"A. Verma"']);
  },
};

/** Text over 100 characters opens in full in a modal. */
export const LongText: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(within(valueOf(canvas, 'remarks')).getByRole('button', { name: 'Read more' }));
    const dialog = await findOpenDialog('remarks');
    await expect(within(dialog).getByText(panVerificationResponse.remarks)).toBeVisible();
  },
};

export const AllMembers: Story = {
  args: { hiddenKeys: [] },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'status')).toHaveTextContent('SUCCESS');
  },
};

export const CustomTexts: Story = {
  args: {
    data: { city: 'Pune', pincode: '', photo: 'https://cdn.veriflow.example/p.png', address: { line1: '14 MG Road' } },
    hiddenKeys: [],
    caption: 'Address check',
    keyHeader: 'Key',
    valueHeader: 'Result',
    emptyText: 'Not available',
    viewDetailsLabel: 'Show',
    openLinkLabel: 'View image',
    formatKey: (key: string) => key.toUpperCase(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Address check' })).toBeVisible();
    await expect(canvas.getByText('Not available')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View image' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'PINCODE' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    data: { status: 'SUCCESS', requestId: 'req_1' },
    emptyState: <EmptyState size="sm" title="No output fields" description="The response held only metadata." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'No output fields' })).toBeVisible();
  },
};
