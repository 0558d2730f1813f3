import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isApiError } from '~/lib/api';
import { loginFlow, workflowsHandlers } from '~/fixtures';
import { useCreateWorkflow } from '../../../api';
import { findDialog, withAcmeSession } from '../../../components/__tests__/storySupport';
import { PublishNameModal, type PublishNameModalProps, type PublishNameResult } from './PublishNameModal';

/** Publishes through POST /workflows (fixture handlers): a 422 means the name is taken. */
function Harness({ onSubmit, ...props }: PublishNameModalProps) {
  const { trigger } = useCreateWorkflow();
  const [published, setPublished] = useState<string | null>(null);
  return (
    <>
      <p>{published ? `Published as ${published}` : 'Not published'}</p>
      <PublishNameModal
        {...props}
        isOpen={props.isOpen && published === null}
        onSubmit={async (name) => {
          void onSubmit(name);
          try {
            await trigger({ name, workflowObject: loginFlow(), releaseType: 'v2', useCase: 'login', active: true, isAsyncExecution: false });
            setPublished(name);
            return 'published';
          } catch (error) {
            if (isApiError(error) && error.status === 422) return 'nameTaken';
            throw error;
          }
        }}
      />
    </>
  );
}

const meta = {
  title: 'Workflows/PublishNameModal',
  component: PublishNameModal,
  decorators: [withAcmeSession],
  args: {
    isOpen: true,
    name: 'Untitled 2026-11-24 09:00:00',
    onCancel: fn(),
    onSubmit: fn(async (): Promise<PublishNameResult> => 'published'),
  },
  parameters: {
    msw: { handlers: workflowsHandlers() },
    // react-aria announces a pending button by reference; the reference outlives the button for a few seconds.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof PublishNameModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NameRequired: Story = {
  play: async ({ args }) => {
    const body = within(await findDialog('Publish Your Workflow'));
    const field = body.getByRole('textbox', { name: /Workflow Name/ });
    await expect(field).toHaveValue('');
    await expect(body.getByRole('button', { name: 'Publish Workflow' })).toBeDisabled();
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NameTaken: Story = {
  play: async ({ args, canvas }) => {
    const body = within(await findDialog('Publish Your Workflow'));
    const field = body.getByRole('textbox', { name: /Workflow Name/ });
    await userEvent.click(field);
    await userEvent.keyboard('Retail onboarding KYC');
    await userEvent.click(body.getByRole('button', { name: 'Publish Workflow' }));
    await expect(await body.findByText('A workflow with the given name already exists')).toBeVisible();
    await expect(field).toBeInvalid();
    await expect(args.onSubmit).toHaveBeenCalledWith('Retail onboarding KYC');
    await expect(canvas.getByText('Not published')).toBeInTheDocument();
  },
};

export const ClearedOnTyping: Story = {
  play: async ({ canvas }) => {
    const body = within(await findDialog('Publish Your Workflow'));
    await userEvent.click(body.getByRole('textbox', { name: /Workflow Name/ }));
    await userEvent.keyboard('retail onboarding kyc{Enter}');
    await expect(await body.findByText('A workflow with the given name already exists')).toBeVisible();
    await userEvent.keyboard(' v2');
    await expect(body.queryByText('A workflow with the given name already exists')).not.toBeInTheDocument();
    await expect(body.getByRole('textbox', { name: /Workflow Name/ })).toHaveValue('retail onboarding kyc v2');
    await expect(canvas.getByText('Not published')).toBeInTheDocument();
  },
};

export const NamedAlready: Story = {
  args: { name: 'KYC onboarding' },
  play: async ({ args }) => {
    const body = within(await findDialog('Publish Your Workflow'));
    await expect(body.getByRole('textbox', { name: /Workflow Name/ })).toHaveValue('KYC onboarding');
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
