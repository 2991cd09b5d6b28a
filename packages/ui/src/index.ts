/**
 * @anp/ui: theme tokens (CSS custom properties) and the shared primitives of AN Portal Kit.
 * Loading it registers the page's global error toast as KitRoot chrome and its spinner as what
 * an element shows while its code loads (docs/architecture.md).
 */
import { registerKitChrome, registerLoadingIndicator } from '@anp/core';
import { GlobalToast } from './global-toast';
import { LoadingSpinner } from './spinner';

export {
  tokens,
  token,
  focusRing,
  visuallyHidden,
  type TokenName,
  type TokenDefinition,
  type Tokens,
} from './tokens';
export { getActiveElement, focusableWithin, trapTabKey } from './dom';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { Badge, CountBadge, type BadgeProps, type BadgeTone, type CountBadgeProps } from './badge';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
// The modal is imported by path (`@anp/ui/modal`): re-exported here it would ride in the shared
// runtime chunk every element loads, though only some features use it.
export {
  ToastRegion,
  useToastQueue,
  MAX_TOASTS,
  type Toast,
  type ToastInput,
  type ToastQueue,
  type ToastRegionProps,
  type ToastTone,
} from './toast';
export { EmptyState, type EmptyStateProps, type HeadingLevel } from './empty-state';
export { GlobalToast };

registerKitChrome('anp-global-toast', GlobalToast);
// What an element shows while its code loads (defineWidget's `load`).
registerLoadingIndicator(LoadingSpinner);
