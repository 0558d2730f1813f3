export { Modal, ModalTrigger } from './Modal';
export type { ModalProps } from './Modal';
export type { ModalSize } from './Modal.styles';
export { lazyModal, type LazyModalOptions } from './lazyModal';
