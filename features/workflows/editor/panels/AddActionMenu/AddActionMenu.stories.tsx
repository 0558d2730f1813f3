import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PlusButton } from '~/design-system';
import { catalogueHandlers, catalogueMoreSuppliers, catalogueSuppliers } from '~/fixtures';
import { settled, withAcmeSession } from '../../../components/__tests__/storySupport';
import { AddActionMenu } from './AddActionMenu';
import { AddActionMenuPopover } from './AddActionMenuPopover';

const ALL = catalogueSuppliers.length + catalogueMoreSuppliers.length;

const meta = {
  title: 'Workflows/AddActionMenu',
  component: AddActionMenu,
  decorators: [withAcmeSession],
  args: { usedServiceIds: ['bank-account-verification'], scope: 'workflow', onChoose: fn() },
  parameters: { msw: { handlers: catalogueHandlers({ extraSuppliers: catalogueMoreSuppliers }) } },
} satisfies Meta<typeof AddActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const servicesOf = (root: HTMLElement) => within(within(root).getByRole('list', { name: 'Services' }));

function canvasElementOf(canvas: ReturnType<typeof within>): HTMLElement {
  return canvas.getByRole('heading', { name: 'Add Action' }).closest('section') as HTMLElement;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Add Action' })).toBeVisible();
    await expect(canvas.getByText('An event that a workflow performs after it starts')).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Services' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: `View ${ALL - 8}+ more services` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Awaits' })).toHaveAccessibleDescription('Pauses the execution and waits for user to add input.');
    await expect(canvas.getByRole('button', { name: 'Tag' })).toHaveAccessibleDescription('Intermediate steps that can be applied when a particular condition is met.');
    await expect(canvas.getByRole('button', { name: 'End State' })).toHaveAccessibleDescription('End States are the final outcomes of a transaction.');
  },
};

export const ViewMore: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `View ${ALL - 8}+ more services` }));
    await expect(servicesOf(canvasElementOf(canvas)).getAllByRole('listitem')).toHaveLength(ALL);
    await expect(canvas.queryByRole('button', { name: /more services/ })).not.toBeInTheDocument();
  },
};

export const UsedService: Story = {
  play: async ({ args, canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Services' });
    const used = within(list).getByRole('button', { name: 'Bank Account Verification' });
    await expect(used).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(used);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Bank Account Verification service is already being used in this workflow.');
    await userEvent.click(used, { pointerEventsCheck: 0 });
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const ChooseService: Story = {
  play: async ({ args, canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Services' });
    await userEvent.click(within(list).getByRole('button', { name: 'Face Match' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ kind: 'service', service: expect.objectContaining({ id: 'face-match' }) });
  },
};

export const ChooseStepsByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Awaits' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenLastCalledWith({ kind: 'await' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChoose).toHaveBeenLastCalledWith({ kind: 'tag' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenLastCalledWith({ kind: 'end' });
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Services' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Services' }), 'verification');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.getByRole('button', { name: /more services/ })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /more services/ })).not.toBeInTheDocument());
    const names = servicesOf(canvasElementOf(canvas)).getAllByRole('listitem').map((item) => item.textContent);
    await expect(names.every((name) => /verification/i.test(name ?? ''))).toBe(true);
  },
};

export const NoServicesFound: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Services' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Services' }), 'zzz{Enter}');
    await expect(await canvas.findByText('No services found')).toBeVisible();
  },
};

export const FetchFailure: Story = {
  parameters: { msw: { handlers: catalogueHandlers({ failures: ['listSuppliers'] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong while fetching services')).toBeVisible();
  },
};

export const Capability: Story = {
  args: { scope: 'capability' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Services' });
    await expect(canvas.queryByRole('button', { name: 'End State' })).not.toBeInTheDocument();
    within(list).getByRole('button', { name: 'Bank Account Verification' }).focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Bank Account Verification service is already being used in this capability.');
  },
};

export const FromPlusButton: Story = {
  render: (args) => <AddActionMenuPopover {...args} trigger={<PlusButton label="Add step" />} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add step' }));
    const menu = await screen.findByRole('dialog', { name: 'Add Action' });
    await settled();
    await within(menu).findByRole('list', { name: 'Services' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Tag' }));
    await expect(args.onChoose).toHaveBeenCalledWith({ kind: 'tag' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Action' })).not.toBeInTheDocument());
  },
};

export const OpenedByKeyboard: Story = {
  render: (args) => <AddActionMenuPopover {...args} trigger={<PlusButton label="Add step" />} />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Add step' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Add Action' });
    await settled();
    await within(menu).findByRole('list', { name: 'Services' });
    await expect(menu).toContainElement(document.activeElement as HTMLElement);
    await expect(within(menu).getByRole('button', { name: 'End State' })).toBeVisible();
  },
};

/** The elements of the menu that scroll their content. */
const scrollers = (root: HTMLElement) =>
  [root, ...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const { overflowY } = getComputedStyle(element);
    return (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight + 1;
  });

/** Issue 15: with every service listed, each name shows whole, and the menu scrolls as one. */
export const NamesWholeOneScroller: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `View ${ALL - 8}+ more services` }));
    const root = canvasElementOf(canvas);
    const names = servicesOf(root)
      .getAllByRole('listitem')
      .map((item) => item.querySelector<HTMLElement>('button > span:last-child, [aria-disabled] > span:last-child') ?? item);
    const cut = names.filter((name) => name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1).map((name) => name.textContent);
    await expect(cut).toEqual([]);
    await expect(scrollers(root)).toHaveLength(1);
  },
};
