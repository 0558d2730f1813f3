import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CountdownButton } from './CountdownButton';

/** A clock that never moves: the button shows its first second for the screenshot. */
const frozenNow = () => Date.UTC(2025, 5, 3, 9, 0, 0);

const meta = {
  title: 'Design system/CountdownButton',
  component: CountdownButton,
  args: { children: 'Resend OTP', seconds: 10, variant: 'secondary', now: frozenNow, onPress: fn(), onCountdownEnd: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'ghost'] } },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Resend OTP 00:09' });
    await expect(button).toBeDisabled();
  },
};

export const LongWait: Story = {
  args: { seconds: 90, variant: 'primary', children: 'Request a new link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Request a new link 01:29' })).toBeDisabled();
  },
};

/** A real clock and a two-second wait: the button counts down, enables, and starts again when pressed. */
export const CountsDownThenEnables: Story = {
  args: { seconds: 2, now: undefined },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /^Resend OTP/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent(/^Resend OTP 00:0[01]$/);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveAccessibleName('Resend OTP');
    await waitFor(() => expect(args.onCountdownEnd).toHaveBeenCalledTimes(1));

    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleName('Resend OTP 00:01');
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(args.onCountdownEnd).toHaveBeenCalledTimes(2));
  },
};

export const WithoutRestart: Story = {
  args: { seconds: 1, now: undefined, restartOnPress: false, children: 'Verify', variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /^Verify/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toBeEnabled();
    await expect(button).toHaveAccessibleName('Verify');
  },
};

export const Disabled: Story = {
  args: { seconds: 0, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  },
};
