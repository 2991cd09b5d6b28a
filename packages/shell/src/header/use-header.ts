import { useCallback, useRef, useState } from 'react';
import { useSignOut } from '@anp/core';

/** Loads the notification drawer's code (the bell's first press, or the pointer reaching it). */
export const loadDrawer = () => import('@anp/notification-drawer');

/**
 * Behaviour of the header: the hamburger menu (phones only), the notification drawer (loaded on
 * the first press of the bell, its code fetched as soon as the pointer or focus reaches it; focus
 * back on the bell when it closes) and Logout.
 */
export function useHeader(narrow: boolean) {
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const onDrawerOpenChange = useCallback((open: boolean) => {
    setDrawerOpen(open);
    if (!open) bellRef.current?.focus();
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return {
    /** The hamburger menu is open (it only exists in the phone layout). */
    menuOpen: menuOpen && narrow,
    setMenuOpen,
    closeMenu,
    drawerOpen,
    /** The drawer was asked for once: from then on it is rendered (open or not). */
    drawerWanted,
    onDrawerOpenChange,
    toggleDrawer: () => {
      setDrawerWanted(true);
      setDrawerOpen(!drawerOpen);
    },
    warmDrawer: () => void loadDrawer().catch(() => undefined),
    bellRef,
    onLogout: () => void signOut(),
  };
}
