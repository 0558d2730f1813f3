export { FlowButton, type FlowButtonProps } from './FlowButton';
