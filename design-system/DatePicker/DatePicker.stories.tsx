import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker';

/** The frozen "now" of every story: 3 June 2025, 14:30 IST. */
const now = () => new Date('2025-06-03T09:00:00.000Z');

function ControlledDatePicker(props: DatePickerProps) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <div style={{ width: '16rem' }}>
      <DatePicker
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

const meta = {
  title: 'Design system/DatePicker',
  component: DatePicker,
  render: (args) => <ControlledDatePicker {...args} />,
  args: { label: 'Date of incorporation', value: '2019-08-17', now, onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentsText = (root: HTMLElement) => root.querySelector('[data-vf-date-input]')?.textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

const waitForSettled = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Date of incorporation' });
    await expect(segmentsText(canvasElement)).toBe('17/08/19');
    await expect(within(group).getByRole('spinbutton', { name: /year/i })).toHaveAttribute('aria-valuenow', '2019');
  },
};

export const Empty: Story = {
  args: { value: null, description: 'As on the certificate of incorporation.' },
  play: async ({ canvasElement }) => {
    await expect(segmentsText(canvasElement)).toBe('dd/mm/yy');
  },
};

/** Keyboard only: Tab through the segments to the calendar button, open it, then open the year dropdown. */
export const OpenWithYearDropdown: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /calendar/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /17 August 2019/ })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    const year = within(dialog).getByRole('button', { name: /Year/ });
    await expect(year).toHaveFocus();
    await expect(year).toHaveTextContent('2019');
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'Year' });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '2019' })).toHaveFocus());
    await expect(within(listbox).getByRole('option', { name: '2019' })).toHaveAttribute('aria-selected', 'true');
    await waitForSettled();
  },
};

/** Picks a day in another year with the keyboard alone: year dropdown, arrow keys, Enter. */
export const PickWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /calendar/i }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /17 August 2019/ })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: 'Year' });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '2019' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Year' })).not.toBeInTheDocument());
    await expect(within(dialog).getByRole('button', { name: /Year/ })).toHaveTextContent('2017');

    await userEvent.tab();
    await userEvent.tab();
    const focusedDay = within(dialog).getByRole('button', { name: /17 August 2017/ });
    await waitFor(() => expect(focusedDay).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledWith('2017-08-25');
    await expect(canvas.getByRole('spinbutton', { name: /year/i })).toHaveAttribute('aria-valuenow', '2017');
  },
};

/** Typing into the segments: the year shows in full while it is edited, then as two digits. */
export const TypeDate: Story = {
  args: { value: null },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('05032021');
    await expect(args.onChange).toHaveBeenLastCalledWith('2021-03-05');
    await userEvent.tab();
    await expect(segmentsText(canvasElement)).toBe('05/03/21');
  },
};

export const OpenCalendarEmpty: Story = {
  args: { value: null, maxValue: '2025-06-03' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /calendar/i }));
    const dialog = await screen.findByRole('dialog');
    const today = within(dialog).getByRole('button', { name: /^Tuesday, 3 June 2025/ });
    await expect(today).toHaveAttribute('data-vf-today');
    await expect(within(dialog).getByRole('button', { name: /^Wednesday, 4 June 2025/ })).toHaveAttribute('aria-disabled', 'true');
    await waitForSettled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Date cannot be in the future', value: '2026-01-10', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Date cannot be in the future')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Date of incorporation/ })).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /calendar/i })).toBeDisabled();
  },
};
