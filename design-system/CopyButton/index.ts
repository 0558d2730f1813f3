export { CopyButton } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export { copiedToClipboardToast, contentCopiedToast, COPIED_TO_CLIPBOARD, CONTENT_COPIED_TO_CLIPBOARD, COPY_TOAST_MS } from './copyToast';
