export { SuccessModal } from './SuccessModal';
export type { SuccessModalProps } from './SuccessModal';
