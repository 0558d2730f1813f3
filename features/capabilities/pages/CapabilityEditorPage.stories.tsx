import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '~/lib/routes';
import { toast } from '~/design-system';
import { catalogueHandlers, scenarios, workflowsHandlers } from '~/fixtures';
import { findDialog } from '../../workflows/components/__tests__/storySupport';
import { loaded, withOwnerSession } from '../../workflows/editor/__tests__/editorStorySupport';
import { CapabilityEditorPage } from './CapabilityEditorPage';
import { isUnavailable } from '~/fixtures/testing/controls';

const Viewport = styled.div`
  box-sizing: border-box;
  height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.bg.canvas};
`;

function BuilderRoutes({ initialPath }: { initialPath: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: paths.capabilityCreate, element: <CapabilityEditorPage mode="create" nameSuffix={() => '4f2a9c'} /> },
        { path: paths.capabilityEdit, element: <CapabilityEditorPage mode="edit" /> },
        { path: paths.capabilities, element: <p>Capability list</p> },
      ],
      { initialEntries: [initialPath] },
    ),
  );
  return (
    <Viewport>
      <RouterProvider router={router} />
    </Viewport>
  );
}

const meta = {
  title: 'Pages/Capabilities/Builder',
  component: CapabilityEditorPage,
  decorators: [withOwnerSession],
  args: { mode: 'create' },
  render: (_args, { parameters }) => <BuilderRoutes initialPath={String(parameters.builderPath ?? paths.capabilityCreate)} />,
  parameters: {
    layout: 'fullscreen',
    router: 'own',
    msw: { handlers: [...catalogueHandlers(), ...workflowsHandlers()] },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof CapabilityEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The save button itself (a disabled one is wrapped by its tooltip's trigger of the same name). */
const saveButton = (canvas: Canvas, name: 'Publish' | 'Update') => canvas.getByRole('button', { name }) as HTMLElement;

async function choose(dialog: Canvas, label: RegExp, option: string) {
  await userEvent.click(dialog.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** With only the start column, Publish says 'Add columns to create capability'; End State is not offered. */
export const AddColumnsFirst: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Capability name' })).toHaveValue('Untitled-4f2a9c');
    await userEvent.click(saveButton(canvas, 'Publish'));
    await expect(await screen.findByText('Add columns to create capability')).toBeInTheDocument();
    toast.clear();
    await userEvent.click(region.getByRole('button', { name: 'Add a step after Start' }));
    const menu = within(await findDialog('Add Action'));
    await expect(menu.queryByRole('button', { name: 'End State' })).toBeNull();
    await expect(menu.getByRole('button', { name: 'Awaits' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** A blank name: the message under the field, and Publish disabled. */
export const BlankName: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Capability name' }));
    await expect(await canvas.findByText('Capability name cannot be blank!')).toBeVisible();
    await expect(isUnavailable(saveButton(canvas, 'Publish'))).toBe(true);
  },
};

/** Add a service, Save as a Capability, and the builder moves to the edit route with the success modal. */
export const CreateAndPublish: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await userEvent.click(region.getByRole('button', { name: 'Add a step after Start' }));
    const menu = within(await findDialog('Add Action'));
    await userEvent.click(await within(await menu.findByRole('list', { name: 'Services' })).findByRole('button', { name: 'Email Risk' }));
    await expect(await region.findByRole('button', { name: 'Email Risk' })).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Capability name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Email Gate');
    await userEvent.click(saveButton(canvas, 'Publish'));
    const dialog = within(await findDialog('Save as a Capability'));
    await expect(dialog.getByRole('textbox', { name: /Capability Name/ })).toHaveValue('Email Gate');
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'Screens the e-mail address.');
    await userEvent.click(dialog.getByRole('button', { name: /Pricing Plans/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Growth' }));
    await userEvent.keyboard('{Escape}');
    await choose(dialog, /Industry/, 'Finance');
    await choose(dialog, /Country/, 'India');
    await choose(dialog, /Lifecycle Stage/, 'Onboarding');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save as a Capability' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update' })).toBeInTheDocument());
    const success = await findDialog('Capability has been published Successfully');
    await expect(success).toBeVisible();
    await waitFor(() => expect(isUnavailable(saveButton(canvas, 'Update'))).toBe(true));
    await userEvent.click(within(success).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Capability has been published Successfully' })).toBeNull());
  },
};

/** The name of a platform capability the organisation sees: refused, the message under the name, the modal stays open. */
export const NameTaken: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await userEvent.click(region.getByRole('button', { name: 'Add a step after Start' }));
    const menu = within(await findDialog('Add Action'));
    await userEvent.click(await within(await menu.findByRole('list', { name: 'Services' })).findByRole('button', { name: 'Email Risk' }));
    await expect(await region.findByRole('button', { name: 'Email Risk' })).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Capability name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Contact and Network Risk');
    await userEvent.click(saveButton(canvas, 'Publish'));
    const dialog = within(await findDialog('Save as a Capability'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'Screens the contact details.');
    await userEvent.click(dialog.getByRole('button', { name: /Pricing Plans/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Growth' }));
    await userEvent.keyboard('{Escape}');
    await choose(dialog, /Industry/, 'Finance');
    await choose(dialog, /Country/, 'India');
    await choose(dialog, /Lifecycle Stage/, 'Onboarding');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect(await dialog.findByText('A capability with the given name already exists', {})).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Save as a Capability' })).toBeVisible();
  },
};

/** A saved capability: rename, Update with its metadata, 'Capability Updated successfully'. */
export const EditAndUpdate: Story = {
  args: { mode: 'edit' },
  parameters: { builderPath: '/capabilities/cap_payout-beneficiary/edit' },
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await expect(await region.findByRole('button', { name: /UPI/ })).toBeVisible();
    await expect(isUnavailable(saveButton(canvas, 'Update'))).toBe(true);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Capability name' }), ' v2');
    await userEvent.click(saveButton(canvas, 'Update'));
    const dialog = within(await findDialog('Save as a Capability'));
    await expect(dialog.getByRole('textbox', { name: /Description/ })).not.toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await screen.findByText('Capability Updated successfully', {})).toBeInTheDocument();
    toast.clear();
    await waitFor(() => expect(isUnavailable(saveButton(canvas, 'Update'))).toBe(true));
  },
};

/** The capability failed to load. */
export const LoadError: Story = {
  args: { mode: 'edit' },
  parameters: { builderPath: '/capabilities/cap_payout-beneficiary/edit', msw: { handlers: [...catalogueHandlers({ failures: ['getCapability'] }), ...workflowsHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong..', {})).toBeVisible();
  },
};

/** A sales user (read on capabilities only) opens a capability: read-only, 'View only', no Update (issue 15). */
export const SalesReadOnly: Story = {
  args: { mode: 'edit' },
  parameters: { builderPath: '/capabilities/cap_payout-beneficiary/edit', scenario: scenarios.salesTestPostpaid },
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await expect(await region.findByRole('button', { name: /UPI/ })).toBeVisible();
    await expect(canvas.getByText('View only')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Undo' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Capability name' })).toBeDisabled();
    await expect(region.queryAllByRole('button', { name: /^Add a step/ })).toEqual([]);
  },
};
