import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../shared/loadOnce';
import { whenIdle } from '../shared/whenIdle';

export interface LazyModalOptions {
  /**
   * Ask for the code once the page is idle (the default), so that the first opening does not wait
   * for it; false for a dialog so rarely opened that the page should not fetch it at all.
   */
  prefetch?: boolean;
}

/**
 * A dialog whose code loads apart from the page that shows it: mounted at its first opening and
 * kept mounted after, so that it opens and closes (with its animation) as a dialog rendered with
 * the page does. For dialogs that would bring their own fields and checks into the first load of a
 * page that shows them only on demand.
 */
export function lazyModal<P extends { isOpen: boolean }>(load: () => Promise<ComponentType<P>>, { prefetch = true }: LazyModalOptions = {}): ComponentType<P> {
  const loadDialog = loadOnce(load);
  const Dialog = lazy(async () => ({ default: await loadDialog() })) as unknown as ComponentType<P>;

  function LazyModal(props: P) {
    const [opened, setOpened] = useState(props.isOpen);
    if (props.isOpen && !opened) setOpened(true);
    useEffect(() => (prefetch ? whenIdle(() => void loadDialog().catch(() => undefined)) : undefined), []);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyModal;
}
