import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { allowedDomains } from '~/fixtures/formOptions';
import { useFormFields } from '../form';
import { TagInput, type TagInputProps } from './TagInput';

function ControlledTagInput(props: TagInputProps) {
  const [value, setValue] = useState<readonly string[]>(props.value ?? []);
  return (
    <div style={{ width: '24rem' }}>
      <TagInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    </div>
  );
}

const domainsSchema = yup.object({ domains: yup.array(yup.string().required()).min(1, 'Required').max(5, 'Too Long!') });

function BoundTagInput(props: Omit<TagInputProps, 'value' | 'onChange' | 'onBlur'>) {
  const form = useFormFields(domainsSchema, { domains: [] as string[] });
  return (
    <div style={{ width: '24rem' }}>
      <TagInput {...props} {...form.fields.domains} />
    </div>
  );
}

/** The tags' texts, without the visually hidden names of their remove buttons. */
const tagNames = (canvas: Pick<ReturnType<typeof within>, 'queryAllByRole'>) =>
  canvas.queryAllByRole('row').map((row: HTMLElement) => (row.textContent ?? '').replace(/Remove .*$/, ''));

const meta = {
  title: 'Design system/TagInput',
  component: TagInput,
  render: (args) => <ControlledTagInput {...args} />,
  args: { label: 'Allowed e-mail domains', placeholder: 'Type a domain and press Enter', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Allowed e-mail domains' });
    await userEvent.type(input, 'acme.co{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['acme.co']);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'globex.com,');
    await expect(args.onChange).toHaveBeenLastCalledWith(['acme.co', 'globex.com']);
    await expect(tagNames(canvas)).toEqual(['acme.co', 'globex.com']);
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Allowed e-mail domains' })).toHaveAttribute('placeholder', 'Type a domain and press Enter');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { value: allowedDomains },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Allowed e-mail domains' })).toBeVisible();
    await expect(tagNames(canvas)).toEqual(['acme-lending.in', 'acme.co']);
  },
};

export const CommaBlurAndDuplicates: Story = {
  args: { value: ['acme.co'] },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Allowed e-mail domains' });
    await userEvent.click(input);
    // A leading comma is dropped; a repeated tag (any case) is not added again.
    await userEvent.keyboard(',globex.com, ACME.CO, initech.io');
    await expect(args.onChange).toHaveBeenLastCalledWith(['acme.co', 'globex.com']);
    await expect(input).toHaveValue('initech.io');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(['acme.co', 'globex.com', 'initech.io']);
    await expect(input).toHaveValue('');
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(tagNames(canvas)).toEqual(['acme.co', 'globex.com', 'initech.io']);
  },
};

export const Keyboard: Story = {
  args: { value: ['acme.co', 'globex.com', 'initech.io'] },
  play: async ({ args, canvas }) => {
    // The tags are one tab stop; the arrow keys move between them; Backspace removes the focused one.
    await userEvent.tab();
    const grid = canvas.getByRole('grid', { name: 'Allowed e-mail domains' });
    await expect(within(grid).getAllByRole('row')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(grid).getByRole('row', { name: 'globex.com' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['acme.co', 'initech.io']);
    await waitFor(() => expect(within(grid).getByRole('row', { name: 'initech.io' })).toHaveFocus());
    // Tab visits the focused tag's remove button, then the text input.
    await userEvent.tab();
    await expect(within(grid).getByRole('button', { name: 'Remove initech.io' })).toHaveFocus();
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Allowed e-mail domains' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('umbrella.org{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['acme.co', 'initech.io', 'umbrella.org']);
    // Backspace in the empty input removes the last tag.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['acme.co', 'initech.io']);
    await expect(input).toHaveFocus();
  },
};

export const RemoveButtons: Story = {
  args: { value: ['acme.co', 'globex.com'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove acme.co' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['globex.com']);
    await expect(tagNames(canvas)).toEqual(['globex.com']);
  },
};

export const RequiredErrorAfterBlur: Story = {
  render: (args) => <BoundTagInput {...args} />,
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Allowed e-mail domains' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText('Required')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Required');
    await userEvent.click(input);
    await userEvent.keyboard('acme.co{Enter}');
    await waitFor(() => expect(canvas.queryByText('Required')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: allowedDomains },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Allowed e-mail domains' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HelpTooltip: Story = {
  args: { help: 'Only people with an e-mail address at these domains can join the organisation.' },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More info about Allowed e-mail domains' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Only people with an e-mail address at these domains can join the organisation.',
    );
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
  },
};

export const LongText: Story = {
  args: {
    label: 'Internal domains whose users bypass the device intelligence checks during onboarding',
    value: [
      'acme-lending.in',
      'acme-lending-collections.in',
      'globex-payments-international.com',
      'initech.io',
      'umbrella-corporation-research-division.org',
    ],
    isInvalid: true,
    errorMessage: 'Remove at least one domain: five is the most this plan allows',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: /Internal domains/ })).toHaveAccessibleDescription(
      'Remove at least one domain: five is the most this plan allows',
    );
  },
};
