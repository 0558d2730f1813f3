export { PublishNameModal } from './PublishNameModal';
export type { PublishNameModalProps, PublishNameResult } from './PublishNameModal';
