import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Popover } from './Popover';

const meta = {
  title: 'Design system/Popover',
  component: Popover,
  args: {
    trigger: <IconButton icon="info" label="About credits" variant="secondary" />,
    title: 'Credits',
    children: 'Each live API call uses the credits listed for that API. One credit costs one rupee.',
  },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom', 'bottom end', 'top start', 'top', 'right', 'left'] },
    width: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findPopover(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'About credits' }));
    const dialog = await findPopover('Credits');
    await expect(dialog).toHaveTextContent('One credit costs one rupee.');
    await expect(dialog.closest('[data-vf-overlay]')).not.toBeNull();
  },
};

/** Enter opens it with focus inside, Escape closes it and focus returns to the trigger. */
export const Keyboard: Story = {
  args: {
    trigger: <Button variant="secondary" iconEnd={<Icon name="chevronDown" size="md" />}>Filters</Button>,
    title: 'Filters',
    children: (close) => (
      <>
        <span>Show only transactions that need review.</span>
        <Button size="sm" onPress={close}>Apply</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findPopover('Filters');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard(' ');
    const again = await findPopover('Filters');
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectClosed();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Help', trigger: <IconButton icon="helpCircle" label="Help" variant="secondary" /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    await findPopover('Help');
  },
};

export const Wide: Story = {
  args: {
    width: 'lg',
    children:
      'Test mode calls sandbox services that answer with published test values and use free calls. Live mode calls the real providers and uses your credits; switch modes from the banner at the top of the console.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'About credits' }));
    await findPopover('Credits');
  },
};
