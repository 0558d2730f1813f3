export { PlusButton } from './PlusButton';
export type { PlusButtonProps } from './PlusButton';
