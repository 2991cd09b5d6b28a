import { useCartCount, useNotifications, useSelectedAccount } from '@anp/core';
import type { PortalNavItem } from '../model/navigation';
import { displayName, initials } from '../model/profile';
import { useShellNavigation } from '../use-shell-data';

export interface HeaderData {
  /** `loading` until the user context and market config answered, `failed` without a context. */
  state: 'loading' | 'failed' | 'ready';
  /** Asks for the user context again. */
  retry(): void;
  items: readonly PortalNavItem[];
  /** The cart icon (null: the user gets no cart); its count null while loading or failed. */
  cart: { count: number | null } | null;
  /** Whether the bell shows (the `notificationDrawer` toggle), and its unread count. */
  bell: { count: number } | null;
  user: { name: string; initials: string } | null;
}

/**
 * The header's data (shell-and-admin.md §2, §6, §8, §9): the shell's navigation for the user,
 * the cart count of the session's account and the unread notifications, all from the page's
 * shared cache, so the header follows an account switch and the drawer's updates at once.
 */
export function useHeaderData(): HeaderData {
  const { context, items, cart, toggles, loading } = useShellNavigation();
  const data = context.data;

  // shell-and-admin.md §8: a failed cart fetch only ends the loading state (no number, no error).
  // The badge counts the cart of the session's account, the one the cart element shows.
  const selected = useSelectedAccount();
  const cartCount = useCartCount(cart && data && selected.account ? selected.key : null);
  const bellOn = toggles.notificationDrawer !== false;
  const notifications = useNotifications({ enabled: bellOn && data !== undefined });
  // Active = neither read nor dismissed (shell-and-admin.md §4), counted from the shared list so
  // the bell follows the drawer's updates at once.
  const unread =
    notifications.data?.notifications.filter((n) => !n.read && !n.dismissed).length ?? 0;
  const user = data ? data.user : null;

  return {
    state: context.error && !data ? 'failed' : loading || !data ? 'loading' : 'ready',
    retry: () => void context.mutate(),
    items,
    cart: cart ? { count: cartCount.loaded ? cartCount.count : null } : null,
    bell: bellOn ? { count: unread } : null,
    user: user ? { name: displayName(user), initials: initials(user) } : null,
  };
}
