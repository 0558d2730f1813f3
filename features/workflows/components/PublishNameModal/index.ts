export { PublishNameModal, WORKFLOW_NAME_TAKEN } from './PublishNameModal';
export type { PublishNameModalProps, PublishNameResult } from './PublishNameModal';
