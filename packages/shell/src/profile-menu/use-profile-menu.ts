import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { getActiveElement } from '@anp/ui';
import { usePopover } from '@anp/ui/top-layer';
import { moveIndex } from '../model/menu-keys';
import { useOutsidePointer } from '../use-outside-pointer';

export interface ProfileMenuOptions {
  profileHref: string;
  onProfile?: ((event: MouseEvent, href: string) => void) | undefined;
  onLogout: () => void;
}

/**
 * Behaviour of the profile menu, the WAI-ARIA menu button: Enter, Space or the arrows open it,
 * the arrows, Home and End move, Escape closes it and returns to the button, Tab leaves it, a
 * press outside closes it; choosing an item closes it first.
 */
export function useProfileMenu(options: ProfileMenuOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const openAt = (index: 'first' | 'last') => {
    flushSync(() => setOpen(true));
    const all = items();
    all[index === 'first' ? 0 : all.length - 1]?.focus();
  };
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  // A light-dismiss popover in the top layer under the button's end edge (Floating UI): whole
  // and on top whatever transforms, clips or stacks the header.
  usePopover(menuRef, {
    open,
    anchor: () => buttonRef.current,
    source: () => buttonRef.current,
    placement: 'bottom-end',
    onDismiss: useCallback(() => close(false), [close]),
  });
  useOutsidePointer(
    open,
    useCallback(() => rootRef.current, []),
    useCallback(() => close(false), [close]),
  );

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const active = menuRef.current ? getActiveElement(menuRef.current) : null;
    const current = all.findIndex((item) => item === active);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const next = moveIndex(event.key, current, all.length);
    if (next !== null) {
      event.preventDefault();
      all[next]?.focus();
    }
  };
  // The Logout item is a link-styled button; Space and Enter activate both kinds natively.
  const onItemKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === ' ' && event.currentTarget instanceof HTMLAnchorElement) {
      event.preventDefault();
      event.currentTarget.click();
    }
  };

  return {
    open,
    rootRef,
    buttonRef,
    menuRef,
    onButtonClick: () => (open ? close(false) : openAt('first')),
    onButtonKeyDown,
    onMenuKeyDown,
    onItemKeyDown,
    onProfileClick: (event: MouseEvent) => {
      close(false);
      options.onProfile?.(event, options.profileHref);
    },
    onLogoutClick: () => {
      close(false);
      options.onLogout();
    },
  };
}
