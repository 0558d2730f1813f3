import { lazy, Suspense, useEffect, useState } from 'react';
import type { ImportWorkflowModalProps } from './ImportWorkflowModal';

const loadImportWorkflowModal = () => import('./ImportWorkflowModal');
const ImportWorkflowModal = lazy(() => loadImportWorkflowModal().then((module) => ({ default: module.ImportWorkflowModal })));

/**
 * The import dialog, whose file field and workflow-file checks the list does not need to show
 * itself: its code is asked for once the page is idle, apart from the list's own (issue 20), and
 * the dialog mounts at its first opening and stays mounted after, as it did when it was part of the list.
 */
export function LazyImportWorkflowModal(props: ImportWorkflowModalProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);

  useEffect(() => {
    const load = () => void loadImportWorkflowModal().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(load);
    return () => window.cancelIdleCallback(handle);
  }, []);

  return opened ? (
    <Suspense fallback={null}>
      <ImportWorkflowModal {...props} />
    </Suspense>
  ) : null;
}
