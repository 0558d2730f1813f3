export { PublishSuccessModal } from './PublishSuccessModal';
export type { PublishSuccessModalProps } from './PublishSuccessModal';
