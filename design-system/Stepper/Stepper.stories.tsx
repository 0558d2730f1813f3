import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bulkUploadSteps, onboardingSteps } from '~/fixtures/display';
import { Stepper } from './Stepper';

const meta = {
  title: 'Design system/Stepper',
  component: Stepper,
  args: { steps: onboardingSteps, current: 'industry', 'aria-label': 'Onboarding progress' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    current: { control: 'select', options: onboardingSteps.map((s) => s.id) },
  },
  decorators: [(Story) => <div style={{ width: '48rem' }}><Story /></div>],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.dataset.status);

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Onboarding progress' });
    await expect(statuses(list)).toEqual(['complete', 'current', 'upcoming', 'upcoming']);
    const current = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveTextContent('Industry, Current step');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Create organisation, Completed');
    await expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvas }) => {
    await expect(statuses(canvas.getByRole('list'))).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
  },
};

export const AllComplete: Story = {
  args: { current: onboardingSteps.length },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(statuses(list)).toEqual(['complete', 'complete', 'complete', 'complete']);
    await expect(list.querySelector('[aria-current]')).toBeNull();
  },
};

/** The bulk-upload flow: CreateApplication, FileUpload, Preview, BatchScrubStarted. */
export const BulkUpload: Story = {
  args: { steps: bulkUploadSteps, current: 'Preview', 'aria-label': 'Upload progress' },
  play: async ({ canvas }) => {
    await expect(statuses(canvas.getByRole('list', { name: 'Upload progress' }))).toEqual(['complete', 'complete', 'current', 'upcoming']);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', current: 'geography' },
  decorators: [(Story) => <div style={{ width: '20rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(statuses(canvas.getByRole('list'))).toEqual(['complete', 'complete', 'current', 'upcoming']);
  },
};
