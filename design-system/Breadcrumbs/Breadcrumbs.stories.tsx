import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { breadcrumbTrails } from '~/fixtures/display';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: breadcrumbTrails.tryOut, onAction: fn() },
  parameters: { route: '/docs/try-out/identity/pan' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['API Explorer', 'Tryout API']);
    await expect(links[0]).toHaveAttribute('href', '/documentation?category=identity');
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
    await userEvent.click(links[0] as HTMLElement);
    await expect(args.onAction).toHaveBeenCalledWith('explorer');
  },
};

export const Keyboard: Story = {
  args: { items: breadcrumbTrails.quickLinks },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Workflows' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('workflows');
  },
};

export const Deep: Story = {
  args: { items: breadcrumbTrails.deep },
  decorators: [(Story) => <div style={{ width: '32rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Condition' })).toHaveAttribute('aria-current', 'page');
  },
};
