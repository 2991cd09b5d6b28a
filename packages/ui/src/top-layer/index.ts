/**
 * The top layer: modal surfaces through `<dialog>.showModal()`, menus, pickers' popovers and the
 * toast region through the `popover` attribute, anchored placement through Floating UI. Imported
 * by path (`@anp/ui/top-layer`), never from the index, so it stays out of the shared runtime
 * chunk (`FEATURE_UI` in cdn.vite.config.ts).
 */
export { useModalDialog } from './modal-dialog';
export { usePopover, popoverMode, type PopoverOptions } from './popover';
export { anchorTo, type Anchor, type AnchorOptions, type Placement } from './anchored';
export { tabbablesIn, trapTab, containsComposed } from './tabbable';
export { popoverReset, dialogReset } from './styles';
