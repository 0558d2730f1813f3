import { lazyModal } from '../Modal';
import type { ConfirmModalProps } from './ConfirmModal';

/** ConfirmModal for a page that asks for confirmation on demand: its code loads once the page is idle (`lazyModal`). */
export const LazyConfirmModal = lazyModal<ConfirmModalProps>(() => import('./ConfirmModal').then((module) => module.ConfirmModal));
