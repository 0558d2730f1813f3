import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { FieldInput, FieldGroup, FieldRoot } from '../TextField/TextField.styles';
import { FieldLabel, FieldMessage, type FieldLabelProps } from './FieldLabel';

interface FieldChromeArgs extends FieldLabelProps {
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
}

/** The shared chrome around a bare react-aria field: label, asterisk, help, description or error. */
function FieldChrome({ description, errorMessage, isInvalid = false, ...label }: FieldChromeArgs) {
  return (
    <div style={{ width: '20rem' }}>
      <FieldRoot isRequired={label.isRequired} isInvalid={isInvalid} validationBehavior="aria">
        <FieldLabel {...label} />
        <FieldGroup>
          <FieldInput />
        </FieldGroup>
        <FieldMessage description={description} errorMessage={errorMessage} isInvalid={isInvalid} />
      </FieldRoot>
    </div>
  );
}

const meta = {
  title: 'Design system/FieldLabel',
  component: FieldChrome,
  args: { label: 'GST Number', isRequired: false, description: 'Optional' },
} satisfies Meta<typeof FieldChrome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'GST Number' })).toHaveAccessibleDescription('Optional');
  },
};

export const Required: Story = {
  args: { label: 'PAN Number', isRequired: true, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'PAN Number' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ErrorReplacesDescription: Story = {
  args: { label: 'PAN Number', isRequired: true, isInvalid: true, errorMessage: 'Invalid PAN format' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'PAN Number' })).toHaveAccessibleDescription('Invalid PAN format');
    await expect(canvas.queryByText('Optional')).not.toBeInTheDocument();
  },
};

export const HelpTooltip: Story = {
  args: { help: '15 characters: state code, PAN, entity number, Z and a check character.', helpLabel: 'About the GST Number' },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About the GST Number' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('15 characters: state code, PAN, entity number, Z and a check character.');
    await expect(canvas.getByRole('textbox', { name: 'GST Number' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'GST Number' })).toHaveFocus();
  },
};
