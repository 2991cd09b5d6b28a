import { dispatchAnpEvent } from './events';

/**
 * Asks the page to go to `path`: dispatches the cancelable `anp-navigate` from `target` (the
 * element, so a host router can take over and call `preventDefault()`); when nobody does, the
 * browser navigates. Returns true when the host handled it.
 */
export function requestNavigation(
  target: EventTarget,
  path: string,
  win: Window = window,
): boolean {
  const proceed = dispatchAnpEvent(target, 'anp-navigate', { path });
  if (proceed) win.location.assign(path);
  return !proceed;
}

/**
 * Click handler for a kit link (`<a href={path}>`): plain left clicks go through
 * {@link requestNavigation}; modified clicks (new tab, new window) keep the browser's behaviour.
 */
export function handleLinkClick(
  event: {
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    defaultPrevented: boolean;
    preventDefault(): void;
  },
  target: EventTarget,
  path: string,
  win: Window = window,
): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  requestNavigation(target, path, win);
}
