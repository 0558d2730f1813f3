export { ConfirmModal } from './ConfirmModal';
export { LazyConfirmModal } from './LazyConfirmModal';
export type { ConfirmModalProps, ConfirmModalTone } from './ConfirmModal';
