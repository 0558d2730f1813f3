import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { creditsExhaustedResponse, transactionResponse } from '~/fixtures/display';
import { clipboardWrites, expectCopyToast, stubClipboard } from '../CopyButton/CopyButton.testing';
import { JsonViewer } from './JsonViewer';
import { formatJson } from './jsonTree';

const meta = {
  title: 'Design system/JsonViewer',
  component: JsonViewer,
  args: { value: transactionResponse, 'aria-label': 'Transaction response', title: 'Response' },
  beforeEach: () => stubClipboard(),
  decorators: [(Story) => <div style={{ width: '36rem' }}><Story /></div>],
} satisfies Meta<typeof JsonViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('row', { name });

export const Playground: Story = {
  play: async ({ canvas }) => {
    const tree = canvas.getByRole('treegrid', { name: 'Transaction response' });
    await expect(within(tree).getAllByRole('row', { name: /./ }).length).toBeGreaterThan(5);
    await expect(row(canvas, 'applicant')).toHaveAttribute('aria-expanded', 'true');
    await expect(row(canvas, 'address')).toHaveAttribute('aria-expanded', 'false');
    await expect(row(canvas, 'decision')).toHaveTextContent('decision:"MANUAL_REVIEW"');
  },
};

/** Arrow keys move between rows; ArrowRight opens a node and ArrowLeft closes it. */
export const ExpandWithKeyboard: Story = {
  args: { defaultExpandedDepth: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('row', { name: 'name' })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(row(canvas, 'transactionId')).toHaveFocus();
    for (let i = 0; i < 7; i += 1) await userEvent.keyboard('{ArrowDown}');
    const applicant = row(canvas, 'applicant');
    await expect(applicant).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(applicant).toHaveAttribute('aria-expanded', 'true'));
    await expect(row(canvas, 'name')).toHaveTextContent('"Asha Verma"');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const address = row(canvas, 'address');
    await expect(address).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address).toHaveAttribute('aria-expanded', 'true'));
    await expect(row(canvas, 'postal code')).toHaveTextContent('"411001"');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(address).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('row', { name: 'postal code' })).not.toBeInTheDocument();
  },
};

export const ExpandAllAndCollapseAll: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expect(row(canvas, 'address')).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('row', { name: 'outcome' })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await expect(row(canvas, 'applicant')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('row', { name: 'address' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
  },
};

/** The copy action puts the whole value on the clipboard as indented JSON and raises the toast. */
export const CopyJson: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy JSON' }));
    await expect(clipboardWrites()).toEqual([formatJson(transactionResponse)]);
    await expectCopyToast('Copied to clipboard');
  },
};

export const ErrorBody: Story = {
  args: { value: creditsExhaustedResponse, title: '403 response', 'aria-label': 'Error response' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Expand all' })).not.toBeInTheDocument();
    await expect(row(canvas, 'type')).toHaveTextContent('"MERCHANT_CREDITS_EXHAUSTED"');
  },
};

export const ArrayRoot: Story = {
  args: { value: transactionResponse.checks, title: 'Checks', defaultExpandedDepth: Infinity },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row', { name: 'service' })).toHaveLength(3);
  },
};

export const EmptyObject: Story = {
  args: { value: {}, title: 'Metadata' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('{}')).toBeVisible();
  },
};

export const WithoutToolbar: Story = {
  args: { title: undefined, showCopy: false, showExpandControls: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Copy JSON' })).not.toBeInTheDocument();
  },
};

export const Scrolling: Story = {
  args: { defaultExpandedDepth: Infinity, maxHeight: '14rem' },
  play: async ({ canvas }) => {
    const tree = canvas.getByRole('treegrid');
    await expect(tree.scrollHeight).toBeGreaterThan(tree.clientHeight);
  },
};
