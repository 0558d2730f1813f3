import { lazyModal } from '~/design-system';
import type { DuplicateWorkflowModalProps } from './DuplicateWorkflowModal';
import type { ImportWorkflowModalProps } from './ImportWorkflowModal';

// The list's dialogs, shown on demand: their code loads once the list is idle, apart from the list's (issue 20).
export const LazyImportWorkflowModal = lazyModal<ImportWorkflowModalProps>(() => import('./ImportWorkflowModal').then((module) => module.ImportWorkflowModal));
export const LazyDuplicateWorkflowModal = lazyModal<DuplicateWorkflowModalProps>(() => import('./DuplicateWorkflowModal').then((module) => module.DuplicateWorkflowModal));
