import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { OrderDetail } from './order-detail';
import { ModifyOrder } from '../modify-order/modify-order';
import { ModificationNotices } from '../order-modification-notice/order-modification-notice';
import { GROUPS, demoOrders, draftOf, fakeOrderServer } from '../fixtures';

export default { title: 'Order detail' };

const never = () => new Promise<never>(() => {});

interface DemoProps {
  country?: string;
  lang?: string;
  groups?: readonly string[];
  routes?: FakeRoutes;
  /** Drafts the user saved earlier, by order. */
  drafts?: (orders: ReturnType<typeof demoOrders>, now: number) => ReturnType<typeof draftOf>[];
  children: ReactNode;
}

/**
 * Over an in-memory order service whose cut-offs are relative to the moment the story opens, so
 * "before the cut-off" stays true; links stay on the story.
 */
function Demo({ country = 'us', lang = 'en', groups, routes, drafts, children }: DemoProps) {
  const [setup] = useState(() => {
    const now = Date.now();
    const orders = demoOrders(now);
    const server = fakeOrderServer({
      now,
      orders: Object.values(orders),
      drafts: drafts?.(orders, now) ?? [],
      groups,
    });
    const config = resolveConfig({ country, lang }, {});
    const backend = fakeBackend(config, { ...server.routes, ...routes }, { delayMs: 250 });
    return { config, backend, cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div
        style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}
        onClickCapture={(e) => {
          // Links would leave the story: keep it on screen.
          if ((e.target as HTMLElement).closest('a')) e.preventDefault();
        }}
      >
        {children}
      </div>
    </KitRoot>
  );
}

export const UnitedStatesBeforeCutoff: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000161424" />
  </Demo>
);

export const UnitedStatesCutoffPassed: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000161390" />
  </Demo>
);

export const UnitedStatesShipped: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000158802" />
  </Demo>
);

export const UnitedStatesInvoicedWithMemos: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000152277" />
  </Demo>
);

export const MexicoNotInvoiced: Story = () => (
  <Demo country="mx" lang="es">
    <OrderDetail orderNumber="4000160011" />
  </Demo>
);

export const MexicoInvoiced: Story = () => (
  <Demo country="mx" lang="es">
    <OrderDetail orderNumber="4000150318" />
  </Demo>
);

export const MexicoCancelledInvoice: Story = () => (
  <Demo country="mx" lang="es">
    <OrderDetail orderNumber="4000149902" />
  </Demo>
);

export const InternalUserShipped: Story = () => (
  <Demo groups={GROUPS.internal}>
    <OrderDetail orderNumber="4000158802" />
  </Demo>
);

export const DownloadTooBig: Story = () => (
  <Demo
    routes={{
      'GET 4000152277/download': () => ({
        status: 413,
        body: { code: 'ERRDD001', message: 'File too big' },
      }),
    }}
  >
    <OrderDetail orderNumber="4000152277" />
  </Demo>
);

export const DownloadNotAuthorized: Story = () => (
  <Demo
    routes={{
      'GET 4000152277/download': () => ({
        status: 401,
        body: { code: 'NOT_AUTHORIZED', message: 'Not your document' },
      }),
    }}
  >
    <OrderDetail orderNumber="4000152277" />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ 'GET orders/orderNumber': never }}>
    <OrderDetail orderNumber="4000161424" />
  </Demo>
);

export const NotFound: Story = () => (
  <Demo>
    <OrderDetail orderNumber="4000999999" />
  </Demo>
);

export const LoadFails: Story = () => (
  <Demo
    routes={{
      'GET orders/orderNumber': () => ({ status: 500, body: { code: 'SERVER', message: 'Down' } }),
    }}
  >
    <OrderDetail orderNumber="4000161424" />
  </Demo>
);

export const ModificationNoticeTiles: Story = () => (
  <Demo>
    <ModificationNotices max={2} />
  </Demo>
);

export const ModifyBeforeCutoff: Story = () => (
  <Demo>
    <ModifyOrder orderNumber="4000161424" />
  </Demo>
);

export const ModifyWithSavedDraft: Story = () => (
  <Demo
    drafts={(orders, now) => {
      const draft = draftOf(orders.usOpen, new Date(now - 3_600_000).toISOString());
      draft.lines[2] = { ...draft.lines[2]!, quantity: 35 };
      return [{ ...draft, po: 'PO-1183-B' }];
    }}
  >
    <ModifyOrder orderNumber="4000161424" />
  </Demo>
);

export const ModifyAfterCutoff: Story = () => (
  <Demo>
    <ModifyOrder orderNumber="4000161390" />
  </Demo>
);

export const ModifyDraftAfterCutoff: Story = () => (
  <Demo
    drafts={(orders, now) => {
      const draft = draftOf(orders.usClosed, new Date(now - 2 * 86_400_000).toISOString());
      draft.lines[0] = { ...draft.lines[0]!, quantity: 60 };
      return [draft];
    }}
  >
    <ModifyOrder orderNumber="4000161390" />
  </Demo>
);

export const ModifyRefusedAtSubmit: Story = () => (
  <Demo
    routes={{
      'POST updateModifiedOrder': (call) =>
        (call.body as { apply: boolean }).apply
          ? { status: 409, body: { code: 'CUTOFF_PASSED', message: 'Too late' } }
          : {
              applied: false,
              draft: draftOf(demoOrders(Date.now()).usOpen, new Date().toISOString()),
            },
    }}
  >
    <ModifyOrder orderNumber="4000161424" />
  </Demo>
);

export const ModifyMexico: Story = () => (
  <Demo country="mx" lang="es">
    <ModifyOrder orderNumber="4000160011" />
  </Demo>
);
