import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import { DateRangePickerInputs } from './DateRangePickerInputs';
import type { DateRangeValue } from './dateRange';

/** The frozen "now" of every story: 3 June 2025, 14:30 IST. */
const NOW = new Date('2025-06-03T09:00:00.000Z');
const now = () => NOW;

const mayRange: DateRangeValue = {
  preset: 'custom',
  start: new Date('2025-04-30T18:30:00.000Z'),
  end: new Date('2025-05-31T18:29:59.000Z'),
};

const meta = {
  title: 'Design system/DateRangePicker',
  component: DateRangePicker,
  args: { now, onChange: fn() },
  argTypes: {
    presetSet: { control: 'inline-radio', options: ['full', 'three', 'two'] },
    variant: { control: 'inline-radio', options: ['presets', 'typed'] },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (root: HTMLElement) => root.querySelector('p[aria-live]');
const settled = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Date range/ })).toHaveTextContent('Last 7 days');
    await expect(summary(canvasElement)).toHaveTextContent('27-05-2025 14:30 – 03-06-2025 14:30 IST');
  },
};

/** Keyboard only: Tab to the presets, open them with the arrow key, choose with Enter, open again. */
export const PresetsOpenWithKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Date range/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    let listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
      'Last 60 days',
      'Last 90 days',
      'All',
      'Custom range',
    ]);
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Last 7 days' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith({ preset: '30d', start: new Date('2025-05-04T09:00:00.000Z'), end: NOW });
    await expect(summary(canvasElement)).toHaveTextContent('04-05-2025 14:30 – 03-06-2025 14:30 IST');

    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Custom range' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ preset: 'all', start: new Date('2022-06-04T09:00:00.000Z'), end: NOW });
    await expect(summary(canvasElement)).toHaveTextContent('04-06-2022 14:30 – 03-06-2025 14:30 IST');

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'All' })).toHaveFocus());
    await settled();
  },
};

export const ThreePresets: Story = {
  args: { presetSet: 'three' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Date range/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Last 24 hours', 'Last 7 days', 'Last 30 days', 'Custom range']);
    await settled();
  },
};

export const TwoPresetsWithoutCustom: Story = {
  args: { presetSet: 'two', allowsCustom: false, label: 'Period' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Last 7 days', 'Last 30 days']);
    await settled();
  },
};

/** Custom range by keyboard: choose it, open the calendar, move with the arrows, Enter on each end. */
export const CustomRange: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('button', { name: /Date range/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      start: new Date('2025-05-26T18:30:00.000Z'),
      end: new Date('2025-06-03T18:29:59.000Z'),
    });
    const custom = await canvas.findByRole('group', { name: 'Custom range' });
    await expect(within(custom).getAllByRole('spinbutton', { name: /day/i }).map((s) => s.getAttribute('aria-valuenow'))).toEqual(['27', '3']);
    await expect(summary(canvasElement)).toHaveTextContent('27-05-2025 00:00 – 03-06-2025 23:59 IST');

    within(custom).getByRole('button', { name: /calendar/i }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /27 May 2025/ })).toHaveFocus());
    // The popover fades in: wait until it is opaque rather than reading it mid-animation.
    await waitFor(() => expect(within(dialog).getByText('May 2025')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('June 2025')).toBeVisible());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Tuesday, 6 May 2025/ })).toHaveFocus());
    // Enter fixes the start; the focus then moves on a day, as react-aria does for keyboard range selection.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Wednesday, 7 May 2025/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowLeft}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Tuesday, 20 May 2025/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      start: new Date('2025-05-05T18:30:00.000Z'),
      end: new Date('2025-05-20T18:29:59.000Z'),
    });
    await expect(summary(canvasElement)).toHaveTextContent('06-05-2025 00:00 – 20-05-2025 23:59 IST');

    await userEvent.click(within(custom).getByRole('button', { name: /calendar/i }));
    const reopened = await screen.findByRole('dialog');
    await expect(within(reopened).getByRole('button', { name: /^Tuesday, 3 June 2025/ })).toHaveAttribute('data-vf-today');
    await expect(within(reopened).getByRole('button', { name: /^Wednesday, 4 June 2025/ })).toHaveAttribute('aria-disabled', 'true');
    await settled();
  },
};

export const CustomRangeChosen: Story = {
  args: { value: mayRange },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Date range/ })).toHaveTextContent('Custom range');
    await expect(await canvas.findByRole('group', { name: 'Custom range' })).toBeVisible();
    await expect(summary(canvasElement)).toHaveTextContent('01-05-2025 00:00 – 31-05-2025 23:59 IST');
  },
};

const openTyped = async (canvas: ReturnType<typeof within>) => {
  canvas.getByRole('button', { name: /Date range/ }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Date range' });
  const start = within(dialog).getByRole('textbox', { name: 'Start date' });
  await waitFor(() => expect(start).toHaveFocus());
  return { dialog, start, end: within(dialog).getByRole('textbox', { name: 'End date' }) };
};

export const Typed: Story = {
  args: { variant: 'typed', value: mayRange },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Date range/ })).toHaveAccessibleName('Date range 01/05/2025 – 31/05/2025');
    await expect(summary(canvasElement)).toHaveTextContent('01-05-2025 00:00 – 31-05-2025 23:59 IST');
    const { start, end } = await openTyped(canvas);
    await expect(start).toHaveValue('01/05/2025');
    await expect(end).toHaveValue('31/05/2025');
    await settled();
  },
};

/** An impossible date: Apply shows the error and keeps the fields open. */
export const TypedInvalidDate: Story = {
  args: { variant: 'typed', value: mayRange },
  play: async ({ args, canvas }) => {
    const { dialog, start } = await openTyped(canvas);
    await userEvent.clear(start);
    await userEvent.type(start, '31/02/2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please provide a valid date range');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await settled();
  },
};

export const TypedStartAfterEnd: Story = {
  args: { variant: 'typed', value: mayRange },
  play: async ({ args, canvas }) => {
    const { dialog, start } = await openTyped(canvas);
    await userEvent.clear(start);
    await userEvent.type(start, '10/06/2025{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please provide a valid date range');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(start, '{Backspace}');
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TypedNotThreeParts: Story = {
  args: { variant: 'typed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /Date range/ })).toHaveTextContent('Select dates');
    const { dialog, start, end } = await openTyped(canvas);
    await userEvent.type(start, '01-05-2025');
    await userEvent.type(end, '31/05/2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please provide a valid date range');
    await expect(args.onChange).not.toHaveBeenCalled();
    await settled();
  },
};

/** A valid range applied with Enter: whole days, 00:00:00 to 23:59:59 IST. Cancel leaves it alone. */
export const TypedApplied: Story = {
  args: { variant: 'typed', value: undefined, defaultValue: mayRange },
  play: async ({ args, canvas, canvasElement }) => {
    const { start, end } = await openTyped(canvas);
    await userEvent.clear(start);
    await userEvent.type(start, '1/4/2025');
    await userEvent.clear(end);
    await userEvent.type(end, '15/04/2025{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledWith({
      preset: 'custom',
      start: new Date('2025-03-31T18:30:00.000Z'),
      end: new Date('2025-04-15T18:29:59.000Z'),
    });
    const trigger = canvas.getByRole('button', { name: /Date range/ });
    await expect(trigger).toHaveTextContent('01/04/2025 – 15/04/2025');
    await expect(summary(canvasElement)).toHaveTextContent('01-04-2025 00:00 – 15-04-2025 23:59 IST');
    await waitFor(() => expect(trigger).toHaveFocus());

    const again = await openTyped(canvas);
    await userEvent.clear(again.start);
    await userEvent.type(again.start, '01/01/2025');
    await userEvent.click(within(again.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveTextContent('01/04/2025 – 15/04/2025');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Date range/ })).toBeDisabled();
  },
};

/** The typed fields on their own, for a page that lays them out itself. */
export const InputsOnly: Story = {
  render: () => <DateRangePickerInputs onApply={fn()} onCancel={fn()} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please provide a valid date range');
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  },
};
