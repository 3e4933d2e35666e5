export { toast, dismissToast, dismissErrorToasts, type ToastInput, type ToastHandle, type ToastVariant } from './toast-store';
export { LazyToaster } from './lazy-toaster';
