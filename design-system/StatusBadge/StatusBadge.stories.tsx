import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rawOutcomes } from '~/fixtures/display';
import { Stack } from '../storybook/Stack';
import { StatusBadge } from './StatusBadge';
import { mapOutcome, statusNames } from './status';

const meta = {
  title: 'Design system/StatusBadge',
  component: StatusBadge,
  args: { status: 'MANUAL_REVIEW' },
  argTypes: {
    status: { control: 'select', options: statusNames },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    variant: { control: 'inline-radio', options: ['subtle', 'solid', 'outline'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Manual Review')).toBeVisible();
  },
};

/** Every status of document 1 section 4.7 in its colour style. */
export const AllStatuses: Story = {
  render: (args) => (
    <Stack direction="row" gap={2}>
      {statusNames.map((s) => (
        <StatusBadge {...args} key={s} status={s} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const labels = Array.from(canvasElement.querySelectorAll('[data-status]')).map((el) => el.textContent);
    await expect(labels).toEqual([
      'Rejected', 'Error', 'Manual Review', 'unknown', 'Success', 'Accepted', 'Cancelled', 'Done', 'OK',
      'Uploading', 'In Queue', 'Processing', 'Awaiting', 'Cancelling', 'Paused', 'failed', 'Pending Delivery',
    ]);
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  render: AllStatuses.render,
};

export const WithoutDot: Story = {
  args: { hideDot: true },
  render: AllStatuses.render,
};

/** Raw outcomes from responses, mapped with `mapOutcome` (case-insensitive); unlisted values show as 'unknown'. */
export const MappedOutcomes: Story = {
  render: (args) => (
    <table>
      <tbody>
        {rawOutcomes.map((raw) => (
          <tr key={raw}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', fontFamily: 'monospace', paddingRight: '1.5rem' }}>
              {raw}
            </th>
            <td style={{ padding: '0.25rem 0' }}>
              <StatusBadge {...args} status={mapOutcome(raw)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    const cell = (raw: string) => within(canvas.getByRole('rowheader', { name: raw }).closest('tr') as HTMLElement).getByRole('cell');
    await expect(cell('ok')).toHaveTextContent('Success');
    await expect(cell('Manual Review')).toHaveTextContent('Manual Review');
    await expect(cell('Server Error')).toHaveTextContent('Error');
    await expect(cell('in_queue')).toHaveTextContent('In Queue');
    await expect(cell('pending_delivery')).toHaveTextContent('Pending Delivery');
    await expect(cell('failed')).toHaveTextContent('failed');
    await expect(cell('approved')).toHaveTextContent('unknown');
  },
};

export const CustomLabel: Story = {
  args: { status: 'DONE', label: 'Completed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};
