export { toast, dismissToast, type ToastInput, type ToastHandle, type ToastVariant } from './toast-store';
export { LazyToaster } from './lazy-toaster';
