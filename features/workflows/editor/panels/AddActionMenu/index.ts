export { AddActionMenu } from './AddActionMenu';
export type { AddActionMenuProps, AddAction, OfferedCapability } from './AddActionMenu';
export { AddActionMenuPopover } from './AddActionMenuPopover';
export type { AddActionMenuPopoverProps } from './AddActionMenuPopover';
