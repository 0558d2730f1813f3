import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { HostedFlow } from './HostedFlow';
import { HostedFlowPage } from './HostedFlowPage';
import { expectHeading, fillContact, phoneFrame, quicklinkOptions, savedProgress, savedTransaction, storyProps, withFixture } from './__tests__/hostedStory';
import { hostedShortInputDetails } from '~/fixtures';

const meta = {
  title: 'Hosted flow/Status screens',
  component: HostedFlow,
  decorators: [phoneFrame],
  args: { options: quicklinkOptions(), ...storyProps() },
  beforeEach: () => {
    sessionStorage.clear();
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof HostedFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Until the session answers. */
export const Loading: Story = {
  parameters: withFixture({ sessionDelay: 'infinite' }).parameters,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your verification');
  },
};

/** An unknown, deleted or revoked token. */
export const InvalidLink: Story = {
  parameters: withFixture({ sessionRefusal: { status: 401, message: 'This link is no longer valid', description: 'The QuickLink was deleted, or its address is incomplete. Ask whoever sent it for a new one.' } }).parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'This link is no longer valid');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The QuickLink was deleted, or its address is incomplete. Ask whoever sent it for a new one.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const ExpiredLink: Story = {
  parameters: withFixture({ sessionRefusal: { status: 401, message: 'This link has expired', description: 'The QuickLink expired on 2026-11-20T00:00:00.000Z. Ask whoever sent it for a new one.' } }).parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'This link has expired');
  },
};

export const DisabledLink: Story = {
  parameters: withFixture({ sessionRefusal: { status: 403, message: 'The QuickLink is disabled', description: 'The QuickLink was turned off by its owner. Ask whoever sent it whether it will be turned on again.' } }).parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'The QuickLink is disabled');
    await expect(canvas.getByText('The QuickLink was turned off by its owner. Ask whoever sent it whether it will be turned on again.')).toBeVisible();
  },
};

/** A link whose limit is used up answers the session (to resume), but no new start is offered. */
export const LimitReached: Story = {
  parameters: withFixture({ session: { transactionsRemaining: 0 } }).parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Transaction limit reached');
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

const limitAtStart = withFixture({ session: { inputDetails: hostedShortInputDetails }, startRefusal: { status: 422, message: 'Transaction limit reached', description: 'QuickLink ql_hosted_onboarding has used its transaction limit.' } });

/** The limit was reached by someone else meanwhile: the start is refused. */
export const LimitReachedAtStart: Story = {
  parameters: limitAtStart.parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Your details');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full Name' }), 'Asha Rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectHeading(canvas, 'Transaction limit reached');
    await expect(canvas.getByText('This link has been used as many times as it allows. Ask the organisation that sent it for a new link.')).toBeVisible();
  },
};

const serverError = withFixture({ sessionRefusal: { status: 500, message: 'Something went wrong', description: 'The server failed. Please try after some time.' } });

/** A failure that may pass offers Try again. */
export const ServerError: Story = {
  parameters: serverError.parameters,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Something went wrong');
    await expect(canvas.getByText('The server failed. Please try after some time.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expectHeading(canvas, 'Something went wrong');
    await expect(serverError.fixture.requests.session).toHaveLength(2);
  },
};

/** The options parameter cannot be read: the page says what is wrong without calling the server. */
export const BrokenLink: StoryObj<typeof HostedFlowPage> = {
  render: () => <HostedFlowPage search="?options=eyJ3b3JrZmxvd0lkIjoid2ZfMSJ9" {...storyProps()} />,
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'This link is not complete');
    await expect(canvas.getByText(/The link option type must be INIT_DATA\./)).toBeVisible();
  },
};

/** PROCESSING: the flow polls every 2 s (100 ms here) and says so politely. */
export const Processing: Story = {
  parameters: withFixture({ run: ['PROCESSING'], existing: 'PROCESSING' }).parameters,
  beforeEach: () => savedProgress(savedTransaction()),
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Checking your details');
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your details');
  },
};

const submitFailed = withFixture({ session: { inputDetails: hostedShortInputDetails }, startRefusal: { status: 500, message: 'Something went wrong', description: 'The server failed. Please try after some time.' } });

/** A start that fails for a passing reason keeps the form and says why. */
export const SubmitFailed: Story = {
  parameters: submitFailed.parameters,
  beforeEach: () => savedProgress({ stepIndex: 1, values: { fullName: 'Asha Rao', phoneNumber: '+91 98765 43210' } }),
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Contact details');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server failed. Please try after some time.');
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('98765 43210');
  },
};
