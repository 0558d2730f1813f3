import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { HostedFlow } from './HostedFlow';
import { expectHeading, phoneFrame, quicklinkOptions, savedProgress, savedTransaction, storyProps, withFixture } from './__tests__/hostedStory';

const meta = {
  title: 'Hosted flow/Outcome',
  component: HostedFlow,
  decorators: [phoneFrame],
  args: { options: quicklinkOptions(), ...storyProps() },
  // Each story reopens a finished transaction, as a reload after the end would.
  beforeEach: () => {
    sessionStorage.clear();
    savedProgress(savedTransaction());
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof HostedFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accepted: Story = {
  parameters: withFixture({ existing: 'COMPLETED', outcome: 'ACCEPTED' }).parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'You are verified');
    await expect(canvas.getByText('Your verification was approved.')).toBeVisible();
  },
};

export const Rejected: Story = {
  parameters: withFixture({ existing: 'COMPLETED', outcome: 'REJECTED' }).parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'We could not verify you');
  },
};

export const ManualReview: Story = {
  parameters: withFixture({ existing: 'COMPLETED', outcome: 'MANUAL_REVIEW' }).parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Your verification is under review');
  },
};

/** showResponseOutput off: the server sends no outcome, so the flow shows no decision. */
export const NeutralThankYou: Story = {
  parameters: withFixture({ existing: 'COMPLETED', outcome: 'REJECTED', session: { showResponseOutput: false } }).parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Thank you — your verification is submitted');
    await expect(canvas.queryByText(/verified|not approved/)).toBeNull();
  },
};

/** The QuickLink's redirectionUrl: the flow goes there with the transaction id. */
export const Redirects: Story = {
  parameters: withFixture({ existing: 'COMPLETED', session: { showResponseOutput: false, redirectionUrl: 'https://acme.example/kyc/done' } }).parameters,
  play: async ({ canvas, args }) => {
    await expectHeading(canvas, 'Thank you — your verification is submitted');
    await expect(canvas.getByText('Taking you back…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', 'https://acme.example/kyc/done?transactionId=txn_01JHOSTEDFLOW0000000000001');
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith('https://acme.example/kyc/done?transactionId=txn_01JHOSTEDFLOW0000000000001'));
  },
};

/** The run failed (ERROR). */
export const RunFailed: Story = {
  parameters: withFixture({ run: ['ERROR'], existing: 'ERROR' }).parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'We could not complete your verification');
    await expect(canvas.getByText('A verification service did not answer.')).toBeVisible();
  },
};

/** Tryout: the operator can run the flow again from the end. */
export const TryoutStartAgain: Story = {
  args: { options: { ...quicklinkOptions(), quicklinkId: undefined, webt: undefined, mode: 'tryout' } },
  parameters: withFixture({ existing: 'COMPLETED', session: { quicklinkId: null, transactionsRemaining: null } }).parameters,
  beforeEach: () => {
    sessionStorage.clear();
    savedProgress(savedTransaction(), { ...quicklinkOptions(), quicklinkId: undefined, webt: undefined, mode: 'tryout' });
  },
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'You are verified');
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expectHeading(canvas, 'Your details');
  },
};
