import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogueCountries } from '~/fixtures/display';
import { Stack } from '../storybook/Stack';
import { CountryFlag, CountryFlags } from './CountryFlags';
import type { FlagCode } from './resolveFlags';

const meta = {
  title: 'Design system/CountryFlags',
  component: CountryFlags,
  args: { codes: catalogueCountries.southAsiaPacific, 'aria-label': 'Countries' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof CountryFlags>;

export default meta;
type Story = StoryObj<typeof meta>;

const flagNames = (list: HTMLElement) => within(list).getAllByRole('img').map((img) => img.getAttribute('aria-label'));

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Countries' });
    await expect(flagNames(list)).toEqual(['India', 'Indonesia', 'Philippines']);
  },
};

/** Every flag the console draws, large enough to check the drawing. */
export const AllFlags: Story = {
  render: () => (
    <Stack direction="row" gap={4} align="center">
      {(['USA', 'UK', 'IND', 'PHI', 'IDN', 'GLOBAL'] as FlagCode[]).map((code) => (
        <Stack key={code} align="center" gap={2}>
          <CountryFlag code={code} size="lg" />
          <CountryFlag code={code} size="md" />
          <CountryFlag code={code} size="sm" />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const name of ['United States', 'United Kingdom', 'India', 'Philippines', 'Indonesia', 'Global']) {
      await expect(canvas.getAllByRole('img', { name })).toHaveLength(3);
    }
  },
};

export const FourCountries: Story = {
  args: { codes: catalogueCountries.fourMarkets },
  play: async ({ canvas }) => {
    await expect(flagNames(canvas.getByRole('list'))).toEqual(['United States', 'United Kingdom', 'India', 'Indonesia']);
  },
};

/** More than four countries show the single global flag. */
export const MoreThanFour: Story = {
  args: { codes: catalogueCountries.twoLetter },
  play: async ({ canvas }) => {
    await expect(flagNames(canvas.getByRole('list'))).toEqual(['Global']);
  },
};

export const GlobalCode: Story = {
  args: { codes: catalogueCountries.global },
  play: async ({ canvas }) => {
    await expect(flagNames(canvas.getByRole('list'))).toEqual(['Global']);
  },
};

export const NoCountries: Story = {
  args: { codes: catalogueCountries.none },
  play: async ({ canvas }) => {
    await expect(flagNames(canvas.getByRole('list'))).toEqual(['Global']);
  },
};

export const CustomNames: Story = {
  args: { codes: ['IND', 'USA'], labels: { IND: 'भारत', USA: 'USA' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'भारत' })).toBeVisible();
  },
};
