import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { toast as appToast, type ToastQueue } from '../Toast';
import { COPIED_TO_CLIPBOARD, copiedToClipboardToast } from './copyToast';
import { afterFeedback } from '../shared/transientFeedback';

export interface CopyButtonProps {
  /** The text to copy, or a function that returns it at the moment of the press. */
  value: string | (() => string);
  /** Accessible name (and visible text of the `button` variant). */
  label?: string;
  /** Shown briefly in place of `label` after a successful copy. */
  copiedLabel?: string;
  /** The toast shown after a copy; `null` shows none. */
  toastMessage?: string | null;
  /** The queue the toast goes to; the application's by default. */
  toastQueue?: ToastQueue;
  /** `icon`: a square icon button; `button`: a secondary button with icon and text. */
  variant?: 'icon' | 'button';
  size?: 'sm' | 'md';
  /** How long the copied state shows, in ms. */
  feedbackMs?: number;
  isDisabled?: boolean;
  onCopy?: (text: string) => void;
  /** Called when the clipboard refuses the text; no feedback or toast is shown then. */
  onCopyError?: (error: unknown) => void;
}

/** Copies text to the clipboard, shows that it did for a moment, and raises the copy toast. */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  toastMessage = COPIED_TO_CLIPBOARD,
  toastQueue = appToast,
  variant = 'icon',
  size = 'sm',
  feedbackMs = 1500,
  isDisabled,
  onCopy,
  onCopyError,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const cancelFeedback = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelFeedback.current?.(), []);

  const copy = async () => {
    const text = typeof value === 'function' ? value() : value;
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      onCopyError?.(error);
      return;
    }
    setCopied(true);
    cancelFeedback.current?.();
    cancelFeedback.current = afterFeedback(feedbackMs, () => setCopied(false));
    if (toastMessage != null) copiedToClipboardToast(toastQueue, toastMessage);
    onCopy?.(text);
  };

  const name = copied ? copiedLabel : label;
  const icon = copied ? 'check' : 'copy';
  if (variant === 'button') {
    return (
      <Button
        variant="secondary"
        size={size}
        isDisabled={isDisabled}
        onPress={() => void copy()}
        iconStart={<Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />}
      >
        {name}
      </Button>
    );
  }
  return (
    <IconButton
      icon={icon}
      label={name}
      size={size}
      isDisabled={isDisabled}
      onPress={() => void copy()}
    />
  );
}
