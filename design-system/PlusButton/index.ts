export { PlusButton } from './PlusButton';
export type { PlusButtonProps } from './PlusButton';
export { PLUS_BUTTON_CLASS, plusButtonClassCss } from './PlusButton.styles';
