import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import { timing } from '../theme';

export type ToastTone = 'info' | 'success' | 'error' | 'warning';

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastOptions {
  description?: ReactNode;
  /** How long the toast stays, clamped to 1000–5000 ms; 2000 ms when not given (document 1 section 9). */
  durationMs?: number;
  /** A button in the toast; pressing it runs `onAction` and closes the toast. */
  action?: ToastAction;
  /** Whether the toast has a close button. */
  closable?: boolean;
}

export interface ToastData {
  tone: ToastTone;
  title: string;
  description?: ReactNode;
  action?: ToastAction;
  closable: boolean;
}

export interface CreateToastQueueOptions {
  /** How many toasts show at once; further ones wait their turn. */
  maxVisibleToasts?: number;
  /** When false, toasts stay until closed (for screenshots and demos). */
  autoDismiss?: boolean;
}

export interface ToastQueue {
  show(tone: ToastTone, title: string, options?: ToastOptions): string;
  info(title: string, options?: ToastOptions): string;
  success(title: string, options?: ToastOptions): string;
  error(title: string, options?: ToastOptions): string;
  warning(title: string, options?: ToastOptions): string;
  close(key: string): void;
  clear(): void;
  /**
   * Keeps every toast shown from now on until `release`, whatever its duration. The story tests
   * hold the application's toasts through each play function, so the screenshots show the toasts the
   * play ended with however slow the machine is.
   */
  hold(): void;
  /** Ends the hold and closes the toasts shown during it. */
  release(): void;
  /** The react-aria queue the region renders. */
  readonly queue: AriaToastQueue<ToastData>;
}

export function clampToastDuration(durationMs: number = timing.toastDefaultMs): number {
  if (!Number.isFinite(durationMs)) return timing.toastMaxMs;
  return Math.min(timing.toastMaxMs, Math.max(timing.toastMinMs, durationMs));
}

export function createToastQueue({ maxVisibleToasts = 5, autoDismiss = true }: CreateToastQueueOptions = {}): ToastQueue {
  const queue = new AriaToastQueue<ToastData>({ maxVisibleToasts });
  let heldKeys: Set<string> | null = null;
  const show = (tone: ToastTone, title: string, { description, durationMs, action, closable = true }: ToastOptions = {}) => {
    const timeout = autoDismiss && heldKeys === null ? clampToastDuration(durationMs) : undefined;
    const key = queue.add({ tone, title, description, action, closable }, { timeout });
    heldKeys?.add(key);
    return key;
  };
  return {
    show,
    info: (title, options) => show('info', title, options),
    success: (title, options) => show('success', title, options),
    error: (title, options) => show('error', title, options),
    warning: (title, options) => show('warning', title, options),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
    hold: () => {
      heldKeys ??= new Set();
    },
    release: () => {
      const keys = heldKeys ?? new Set<string>();
      heldKeys = null;
      for (const key of keys) queue.close(key);
    },
    queue,
  };
}

/** The application's queue; render one `<ToastRegion />` for it near the root. */
export const toast = createToastQueue();
