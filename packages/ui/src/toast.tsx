/**
 * Toasts: the queue (always loaded) and the region that shows them. The region's view lives in
 * `toast-region.lazy.tsx`, which the page's global toast loads only when the first toast comes,
 * keeping it out of the runtime chunk every element loads.
 */
export { ToastRegion, type ToastRegionProps } from './toast-region.lazy';
export {
  MAX_TOASTS,
  useToastQueue,
  type Toast,
  type ToastInput,
  type ToastQueue,
  type ToastTone,
} from './toast-queue';
