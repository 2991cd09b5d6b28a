import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig, type Notification } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { alertsRoutes, demoNotifications, manyNotifications, orderReminder } from './fixtures';
import { NotificationBell } from './notification-drawer.bell.view';
import { NotificationDrawer } from './notification-drawer';

export default { title: 'Notification drawer' };

/** A page of one market over a fake alerts service. */
function Market(props: {
  country: string;
  lang: string;
  notifications?: Notification[];
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  const { country, lang, notifications, routes, children } = props;
  const config = useMemo(() => resolveConfig({ country, lang }, {}), [country, lang]);
  const services = useMemo(
    () =>
      fakeBackend(config, { ...alertsRoutes(notifications ?? []), ...routes }, { delayMs: 300 })
        .services,
    // One fake backend per story mount: its state follows the clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config],
  );
  const cache = useMemo(() => new Map(), []);
  return (
    <KitRoot config={config} services={services} swrCache={cache}>
      {children}
    </KitRoot>
  );
}

/** Opens the drawer at once; the bell (or Escape) closes and reopens it. */
function OpenDrawer(props: { showSettings?: boolean }) {
  const [open, setOpen] = useState(true);
  return <NotificationDrawer showTrigger open={open} onOpenChange={setOpen} {...props} />;
}

export const EnglishUnitedStates: Story = () => (
  <Market country="us" lang="en" notifications={demoNotifications('en')}>
    <OpenDrawer />
  </Market>
);

export const SpanishMexico: Story = () => (
  <Market country="mx" lang="es" notifications={demoNotifications('es')}>
    <OpenDrawer />
  </Market>
);

export const PortugueseBrazil: Story = () => (
  <Market country="br" lang="pt" notifications={demoNotifications('pt')}>
    <OpenDrawer />
  </Market>
);

/** Reminders the user set on orders (issue 16): a click opens the order; they stay unread. */
export const OrderReminders: Story = () => (
  <Market
    country="mx"
    lang="es"
    notifications={[
      orderReminder({ id: 'rem-1', orderNumber: '4000000054', note: 'Llamar a la planta' }),
      orderReminder({ id: 'rem-2', orderNumber: '4000000053', daysAgo: 3 }),
      ...demoNotifications('es').slice(0, 2),
    ]}
  >
    <OpenDrawer />
  </Market>
);

export const WithoutSettings: Story = () => (
  <Market country="canada" lang="en" notifications={demoNotifications('en')}>
    <OpenDrawer showSettings={false} />
  </Market>
);

export const Empty: Story = () => (
  <Market country="us" lang="en" notifications={[]}>
    <OpenDrawer />
  </Market>
);

export const EverythingRead: Story = () => (
  <Market
    country="us"
    lang="en"
    notifications={demoNotifications('en').map((n) => ({ ...n, read: true, isRead: 1 }))}
  >
    <OpenDrawer />
  </Market>
);

export const Loading: Story = () => (
  <Market country="us" lang="en" routes={{ 'GET notifications': () => new Promise(() => {}) }}>
    <OpenDrawer />
  </Market>
);

export const LoadError: Story = () => (
  <Market
    country="us"
    lang="en"
    routes={{
      'GET notifications': () => ({ status: 500, body: { code: 'SERVER', message: 'down' } }),
    }}
  >
    <OpenDrawer />
  </Market>
);

/** Every click and dismiss fails: the item comes back and the drawer says why. */
export const UpdateFails: Story = () => (
  <Market
    country="us"
    lang="en"
    notifications={demoNotifications('en')}
    routes={{
      'PATCH notifications': () => ({ status: 500, body: { code: 'SERVER', message: 'down' } }),
      'PATCH notifications/bulk': () => ({
        status: 500,
        body: { code: 'SERVER', message: 'down' },
      }),
    }}
  >
    <OpenDrawer />
  </Market>
);

/** Scrolls the drawer's list once it has loaded, so Back To Top shows. */
function ScrolledDown({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      const list = ref.current?.querySelector('[data-list="active"]');
      const body = list?.closest('section')?.parentElement;
      if (!body) return;
      body.scrollTop = 800;
      clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, []);
  return <div ref={ref}>{children}</div>;
}

export const ManyItemsScrolled: Story = () => (
  <Market country="us" lang="en" notifications={manyNotifications(60, 'en')}>
    <ScrolledDown>
      <OpenDrawer />
    </ScrolledDown>
  </Market>
);

export const ClosedWithItsBell: Story = () => (
  <Market country="mx" lang="es" notifications={demoNotifications('es')}>
    <NotificationDrawer showTrigger />
  </Market>
);

export const BellCounts: Story = () => (
  <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
    <NotificationBell count={0} expanded={false} onClick={() => {}} />
    <NotificationBell count={7} expanded={false} onClick={() => {}} />
    <NotificationBell count={150} expanded={false} onClick={() => {}} />
    <NotificationBell count={7} expanded onClick={() => {}} />
  </div>
);
