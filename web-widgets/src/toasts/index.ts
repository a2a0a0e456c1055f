export { Toasts } from './Toasts';
export type { ToastsProps } from './Toasts';
export { ToastStore, DEFAULT_TOAST_AUTO_CLOSE_MS } from './toast.store';
export type { Toast, ToastInput, ToastKind, ToastStoreOptions } from './toast.store';
