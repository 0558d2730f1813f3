import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { faqItems } from '~/fixtures/display';
import { Accordion, AccordionItem, type AccordionProps } from './Accordion';

function Faq(props: Omit<AccordionProps, 'children'>) {
  return (
    <Accordion {...props}>
      {faqItems.map((item) => (
        <AccordionItem key={item.id} id={item.id} title={item.question}>
          {item.answer}
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: 'Design system/Accordion',
  component: Accordion,
  args: { children: null },
  render: (args) => <Faq {...args} />,
  decorators: [(Story) => <div style={{ width: '40rem' }}><Story /></div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }, index: number) =>
  canvas.getByRole('button', { name: faqItems[index]?.question ?? '' });

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(trigger(canvas, 0)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger(canvas, 0));
    await expect(trigger(canvas, 0)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(faqItems[0]?.answer ?? '')).toBeVisible();
  },
};

/** Tab to a heading, Enter or Space opens it; one item open at a time by default. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(trigger(canvas, 0)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger(canvas, 0)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger(canvas, 2)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(trigger(canvas, 2)).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(canvas, 0)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText(faqItems[0]?.answer ?? '')).not.toBeVisible());
    await expect(canvas.getByText(faqItems[2]?.answer ?? '')).toBeVisible();
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['test-live', 'webhooks'] },
  play: async ({ canvas }) => {
    await expect(trigger(canvas, 0)).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(canvas, 2)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger(canvas, 1));
    await expect(trigger(canvas, 0)).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(canvas, 1)).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DisabledItem: Story = {
  render: () => (
    <Accordion>
      <AccordionItem id="a" title={faqItems[0]?.question}>{faqItems[0]?.answer}</AccordionItem>
      <AccordionItem id="b" title="Billing and invoices (coming soon)" isDisabled>
        Not available yet.
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Billing and invoices (coming soon)' })).toBeDisabled();
  },
};

export const LongTitle: Story = {
  render: () => (
    <Accordion defaultExpandedKeys={['long']}>
      <AccordionItem id="long" title="What happens to transactions that are still awaiting values when I publish a new version of the workflow they started on?">
        They finish on the version they started with. New transactions use the published version.
      </AccordionItem>
    </Accordion>
  ),
};
