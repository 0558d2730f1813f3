import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { HostedFlow } from './HostedFlow';
import { expectHeading, phoneFrame, quicklinkOptions, savedProgress, savedTransaction, storyProps, withFixture } from './__tests__/hostedStory';

const meta = {
  title: 'Hosted flow/Awaiting',
  component: HostedFlow,
  decorators: [phoneFrame],
  args: { options: quicklinkOptions(), ...storyProps() },
  beforeEach: () => {
    sessionStorage.clear();
    savedProgress(savedTransaction());
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof HostedFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const waiting = withFixture({ run: ['AWAITING', 'COMPLETED'], existing: 'AWAITING', outcome: 'MANUAL_REVIEW' });

/** A reload while the run waits: the flow asks for the awaited values (typed from the catalogue) and resumes. */
export const AskForAwaitedValues: Story = {
  parameters: waiting.parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'One more step');
    await expect(canvas.getByRole('textbox', { name: 'Bank Account Number' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Enter your bank account number')).toBeVisible();
    await expect(canvas.getByText('Enter your IFSC')).toBeVisible();
  },
};

const resumed = withFixture({ run: ['AWAITING', 'COMPLETED'], existing: 'AWAITING', outcome: 'MANUAL_REVIEW' });

export const ResumeToOutcome: Story = {
  parameters: resumed.parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'One more step');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bank Account Number' }), '50100012345678');
    await userEvent.type(canvas.getByRole('textbox', { name: 'IFSC' }), 'HDFC0000123{Enter}');
    await expectHeading(canvas, 'Your verification is under review');
    await expect(resumed.fixture.requests.resumes).toEqual([{ transactionId: 'txn_01JHOSTEDFLOW0000000000001', inputData: { accountNumber: '50100012345678', ifsc: 'HDFC0000123' } }]);
  },
};
