export { ServiceModal } from './ServiceModal';
export type { ServiceModalProps } from './ServiceModal';
