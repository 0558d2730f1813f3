import { useId, type ReactElement } from 'react';
import { Icon } from '../Icon';
import { partitionAwaiting, type AwaitingValue, type AwaitingValueLabel } from './awaitingValues';
import { Popover, type PopoverPlacement } from './Popover';
import {
  AwaitingDot,
  AwaitingEmpty,
  AwaitingHeading,
  AwaitingItem,
  AwaitingList,
  AwaitingSection,
  AwaitingTrigger,
} from './Popover.styles';

export interface AwaitingValuesPopoverProps {
  /** The values a transaction waits for; `set` marks those received. */
  values: readonly AwaitingValue[] | null | undefined;
  /** A trigger of your own; by default an 'Awaiting' status pill that opens the popover. */
  trigger?: ReactElement;
  /** Text of the default trigger. */
  triggerLabel?: string;
  title?: string;
  awaitedHeading?: string;
  receivedHeading?: string;
  /** Shown under a heading whose list is empty. */
  emptyText?: string;
  placement?: PopoverPlacement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

function ValueSection({ heading, items, received, emptyText }: { heading: string; items: AwaitingValueLabel[]; received: boolean; emptyText: string }) {
  const headingId = useId();
  return (
    <AwaitingSection>
      <AwaitingHeading id={headingId}>{heading}</AwaitingHeading>
      {items.length === 0 ? (
        <AwaitingEmpty>{emptyText}</AwaitingEmpty>
      ) : (
        <AwaitingList aria-labelledby={headingId}>
          {items.map((item) => (
            <AwaitingItem key={item.key} $received={received}>
              <Icon name={received ? 'success' : 'clock'} size="sm" />
              {item.label}
            </AwaitingItem>
          ))}
        </AwaitingList>
      )}
    </AwaitingSection>
  );
}

/** Lists the values an awaiting transaction still waits for and those it has received ('No Values' when a list is empty). */
export function AwaitingValuesPopover({
  values,
  trigger,
  triggerLabel = 'Awaiting',
  title = 'Awaiting data',
  awaitedHeading = 'Awaiting values',
  receivedHeading = 'Received values',
  emptyText = 'No Values',
  placement = 'bottom start',
  isOpen,
  defaultOpen,
  onOpenChange,
}: AwaitingValuesPopoverProps) {
  const { awaited, received } = partitionAwaiting(values);
  return (
    <Popover
      trigger={
        trigger ?? (
          <AwaitingTrigger>
            <AwaitingDot aria-hidden />
            {triggerLabel}
            <Icon name="chevronDown" size="sm" />
          </AwaitingTrigger>
        )
      }
      title={title}
      placement={placement}
      width="sm"
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <ValueSection heading={awaitedHeading} items={awaited} received={false} emptyText={emptyText} />
      <ValueSection heading={receivedHeading} items={received} received emptyText={emptyText} />
    </Popover>
  );
}
