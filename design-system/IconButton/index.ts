export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export type { IconButtonVariant, IconButtonSize } from './IconButton.styles';
