import { toast as appToast, type ToastQueue } from '../Toast';

/** The copy toasts of document 1 section 2.8 and document 3 section 8: info tone, shown for 1 s. */
export const COPY_TOAST_MS = 1000;
export const COPIED_TO_CLIPBOARD = 'Copied to clipboard';
export const CONTENT_COPIED_TO_CLIPBOARD = 'Content copied to clipboard';

/** Shows 'Copied to clipboard' (or the given text) on the queue, the application's by default. */
export function copiedToClipboardToast(queue: ToastQueue = appToast, message: string = COPIED_TO_CLIPBOARD): string {
  return queue.info(message, { durationMs: COPY_TOAST_MS });
}

/** Shows 'Content copied to clipboard' on the queue, the application's by default. */
export function contentCopiedToast(queue: ToastQueue = appToast): string {
  return copiedToClipboardToast(queue, CONTENT_COPIED_TO_CLIPBOARD);
}
