import { useCallback, useState, useSyncExternalStore, type ReactElement } from 'react';
import { CircleCheck, CircleX, Info, TriangleAlert } from 'lucide-react';
import type { QueuedToast } from 'react-aria-components';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { toast as defaultQueue, type ToastData, type ToastQueue, type ToastTone } from './toastQueue';
import {
  StyledToast,
  StyledToastContent,
  StyledToastRegion,
  ToastBody,
  ToastDescription,
  ToastIcon,
  ToastTitle,
} from './Toast.styles';

const toneIcon: Record<ToastTone, ReactElement> = {
  info: <Info aria-hidden />,
  success: <CircleCheck aria-hidden />,
  error: <CircleX aria-hidden />,
  warning: <TriangleAlert aria-hidden />,
};

export interface ToastRegionProps {
  /** The queue to show; the application's default `toast` queue when not given. */
  queue?: ToastQueue;
  /** Accessible name of the region; react-aria's 'Notifications' when not given. */
  'aria-label'?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

function ToastItem({ item, queue, closeLabel }: { item: QueuedToast<ToastData>; queue: ToastQueue; closeLabel: string }) {
  const { tone, title, description, action, closable } = item.content;
  return (
    <StyledToast toast={item} data-tone={tone}>
      <ToastIcon $tone={tone}>{toneIcon[tone]}</ToastIcon>
      <ToastBody>
        <StyledToastContent>
          <ToastTitle slot="title">{title}</ToastTitle>
          {description != null && <ToastDescription slot="description">{description}</ToastDescription>}
        </StyledToastContent>
        {action && (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              action.onAction();
              queue.close(item.key);
            }}
          >
            {action.label}
          </Button>
        )}
      </ToastBody>
      {closable && <IconButton slot="close" icon="close" label={closeLabel} size="sm" />}
    </StyledToast>
  );
}

/** Whether the queue has shown a toast since this region mounted (the region then stays, so that it can give focus back when its last toast closes). */
function useHasShownToast(queue: ToastQueue): boolean {
  const subscribe = useCallback((onChange: () => void) => queue.queue.subscribe(onChange), [queue]);
  const showing = useSyncExternalStore(subscribe, () => queue.queue.visibleToasts.length > 0);
  const [shown, setShown] = useState(showing);
  if (showing && !shown) setShown(true);
  return shown || showing;
}

/**
 * Shows a toast queue's toasts at the top right, above modals. Render one per queue. React Aria's
 * region renders nothing without toasts; it mounts with the first toast, so a page that shows none
 * does not run its hooks (its landmark and its first plural rules) while it loads.
 */
export function ToastRegion({ queue = defaultQueue, closeLabel = 'Close', ...rest }: ToastRegionProps) {
  if (!useHasShownToast(queue)) return null;
  return (
    <StyledToastRegion {...rest} queue={queue.queue} data-vf-overlay="">
      {({ toast: item }) => <ToastItem item={item} queue={queue} closeLabel={closeLabel} />}
    </StyledToastRegion>
  );
}
