/**
 * Fake backend routes for header and navigation tests and stories (never imported by the elements
 * or the React API): a demo persona's context, the market config, notifications and the cart.
 */
import type { Notification, PortalConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import type { Banner } from '@anp/core/services/banner';
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
  /** Maintenance windows (none by default); 'fail' answers 500, 'hang' never answers. */
  banners?: Banner[] | 'fail' | 'hang';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A maintenance window `startHours` from `now` lasting `hours`, written in UTC wall time (the
 * banner converts it to the viewer's zone), for stories and tests that run on the real clock.
 */
export function maintenanceWindow(
  now: Date,
  startHours: number,
  hours: number,
  over: Partial<Banner> = {},
): Banner {
  const wall = (d: Date) => ({
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  });
  // Whole minutes: wall times have no seconds.
  const at = Math.floor(now.getTime() / 60_000) * 60_000 + startHours * 3_600_000;
  const start = wall(new Date(at));
  const end = wall(new Date(at + hours * 3_600_000));
  return {
    id: 'maintenance-1',
    message: 'Ordering, orders and documents will be unavailable.',
    messages: {
      en: 'Ordering, orders and documents will be unavailable.',
      es: 'Los pedidos y los documentos no estarán disponibles.',
      pt: 'Pedidos e documentos estarão indisponíveis.',
      ko: '주문 및 문서 서비스를 이용할 수 없습니다.',
    },
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    timeZone: 'UTC',
    countries: ['us'],
    businessUnits: [],
    ...over,
  };
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
    'GET utility/banner/notification': () =>
      fixture.banners === 'fail'
        ? { status: 500, body: { code: 'INTERNAL', message: 'Internal Server error' } }
        : fixture.banners === 'hang'
          ? never()
          : { banners: fixture.banners ?? [] },
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
