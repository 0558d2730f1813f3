export { Popover } from './Popover';
export type { PopoverProps, PopoverPlacement } from './Popover';
export { AwaitingValuesPopover } from './AwaitingValuesPopover';
export type { AwaitingValuesPopoverProps } from './AwaitingValuesPopover';
export { partitionAwaiting } from './awaitingValues';
export type { AwaitingValue, AwaitingValueLabel } from './awaitingValues';
export type { PopoverWidth } from './Popover.styles';
