export { ToastRegion } from './Toast';
export type { ToastRegionProps } from './Toast';
export { createToastQueue, clampToastDuration, toast } from './toastQueue';
export type { ToastQueue, ToastOptions, ToastAction, ToastTone, ToastData, CreateToastQueueOptions } from './toastQueue';
