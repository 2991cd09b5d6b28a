/**
 * Fake backend routes for header and navigation tests and stories (never imported by the elements
 * or the React API): a demo persona's context, the market config, notifications and the cart.
 */
import type { Notification, PortalConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { DEMO_SPECIES, personaContext, type PersonaId } from './demo-personas';

export { DEMO_SPECIES, personaContext, type PersonaId } from './demo-personas';

/** `count` notifications, the first `unread` of them neither read nor dismissed. */
export function notifications(count: number, unread: number): Notification[] {
  return Array.from({ length: count }, (_, i) => {
    const read = i >= unread;
    return {
      notificationId: `ntf-${String(i + 1).padStart(3, '0')}`,
      messageTitle: 'Price list',
      messageLabel: `New price list available: Price list Swine US 2026-${String((i % 12) + 1).padStart(2, '0')}`,
      priority: 'success',
      messageCode: 'SINGLE_DOCUMENT',
      description: null,
      messageData: {},
      read,
      dismissed: false,
      isRead: read ? 1 : 0,
      isDismissed: 0,
      createdAt: '2026-05-28T14:05:00.000Z',
    };
  });
}

export interface ShellFixture {
  persona?: PersonaId;
  /** Lines in the cart, or 'fail' for a failing cart fetch, or 'hang' for one that never ends. */
  cartCount?: number | 'fail' | 'hang';
  /** Unread notifications (of 14). */
  unread?: number;
  /** Feature toggles the toggle service answers. */
  toggles?: Record<string, boolean>;
  /** 'fail' answers 500 to GET users/context, 'hang' never answers. */
  context?: 'fail' | 'hang';
}

const never = () => new Promise<never>(() => undefined);

/** Routes of the shell's reads for a persona on the config's market. */
export function shellRoutes(config: PortalConfig, fixture: ShellFixture = {}): FakeRoutes {
  const persona = fixture.persona ?? 'retailer.us';
  const unread = fixture.unread ?? 3;
  const cart = fixture.cartCount ?? 3;
  return {
    'GET users/context': () =>
      fixture.context === 'fail'
        ? { status: 500, body: { code: 'INTERNAL', message: 'Internal Server error' } }
        : fixture.context === 'hang'
          ? never()
          : personaContext(persona),
    [`GET config/${config.country}/${config.lang}`]: () => ({
      country: config.country,
      lang: config.lang,
      config: {
        supportPhone: '+1 800-555-0199',
        cartEnabled: true,
        dashboardTiles: DEMO_SPECIES[config.country] ?? DEMO_SPECIES.us,
      },
    }),
    'GET notifications': () => ({
      notifications: notifications(Math.max(14, unread), unread),
      unreadCount: unread,
    }),
    'GET cart/fetch': () =>
      cart === 'fail'
        ? { status: 500, body: { code: 'INTERNAL', message: 'Internal Server error' } }
        : cart === 'hang'
          ? never()
          : { encCartid: 'enc-cart-1', cartCount: cart },
    'GET featuretoggles': () => ({ toggles: fixture.toggles ?? {} }),
    'POST users/logout': () => ({ loggedOut: true }),
  };
}

/** A fake backend with {@link shellRoutes} and any extra routes. */
export function shellBackend(
  config: PortalConfig,
  fixture: ShellFixture = {},
  extra: FakeRoutes = {},
) {
  return fakeBackend(config, { ...shellRoutes(config, fixture), ...extra });
}
