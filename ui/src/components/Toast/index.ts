export { ToastHost } from './ToastHost';
export type { ToastHostProps } from './ToastHost';
export {
  toast,
  dismissToast,
  getToasts,
  subscribeToToasts,
  MAX_VISIBLE_TOASTS,
  DEFAULT_TOAST_DURATION,
} from './toastStore';
export type { ToastOptions, ToastRecord, ToastVariant } from './toastStore';
