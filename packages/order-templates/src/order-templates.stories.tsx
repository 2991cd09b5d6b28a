import { useState, type ReactNode } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { OrderTemplates } from './order-templates';
import { OrderTemplatesView } from './order-templates.view';
import { TEMPLATES, appliedFixture, orderTemplatesRoutes } from './fixtures';
import type { OrderTemplatesState } from './use-order-templates';

export default { title: 'Order templates' };

function Demo({
  lang = 'en',
  routes = orderTemplatesRoutes(),
  children,
}: {
  lang?: string;
  routes?: FakeRoutes;
  children: ReactNode;
}) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country: 'us', lang }, {});
    return { config, backend: fakeBackend(config, routes, { delayMs: 300 }), cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 640, margin: '0 auto', padding: 16 }}>{children}</div>
    </KitRoot>
  );
}

const never = () => new Promise<never>(() => {});
const done = async () => null;

/** A state of the view alone, for the dialogs. */
const viewState = (overrides: Partial<OrderTemplatesState>): OrderTemplatesState => ({
  status: 'ready',
  hasAccount: true,
  account: 'acc',
  mine: TEMPLATES.filter((t) => t.owner.isCaller),
  shared: TEMPLATES.filter((t) => !t.owner.isCaller),
  errorText: null,
  notice: null,
  busyId: null,
  dialog: null,
  open: () => undefined,
  close: () => undefined,
  retry: () => undefined,
  saved: () => undefined,
  apply: done,
  rename: done,
  remove: done,
  remind: done,
  share: async () => undefined,
  stopReminder: async () => undefined,
  ...overrides,
});

export const Templates: Story = () => (
  <Demo>
    <OrderTemplates />
  </Demo>
);

export const Empty: Story = () => (
  <Demo routes={orderTemplatesRoutes({ templates: [] })}>
    <OrderTemplates />
  </Demo>
);

export const Loading: Story = () => (
  <Demo routes={{ ...orderTemplatesRoutes(), 'GET cart/templates': never }}>
    <OrderTemplates />
  </Demo>
);

export const Failed: Story = () => (
  <Demo
    routes={{
      ...orderTemplatesRoutes(),
      'GET cart/templates': () => ({ status: 500, body: { message: 'down' } }),
    }}
  >
    <OrderTemplates />
  </Demo>
);

export const NoAccountChosen: Story = () => (
  <Demo routes={orderTemplatesRoutes({ account: null })}>
    <OrderTemplates />
  </Demo>
);

/** Where the cart is hidden (Korea, Brazil in Portuguese, pork): nothing at all. */
export const CartHidden: Story = () => (
  <Demo routes={orderTemplatesRoutes({ access: { enabled: false, reason: 'CART_HIDDEN' } })}>
    <p>(The element renders nothing here.)</p>
    <OrderTemplates />
  </Demo>
);

export const FromAReminder: Story = () => (
  <Demo>
    <OrderTemplates templateId="tpl_tubs" />
  </Demo>
);

export const UseDialog: Story = () => (
  <Demo>
    <OrderTemplatesView state={viewState({ dialog: { kind: 'use', template: TEMPLATES[0]! } })} />
  </Demo>
);

export const UsedSummary: Story = () => (
  <Demo>
    <OrderTemplatesView
      state={viewState({
        dialog: { kind: 'summary', summary: appliedFixture(TEMPLATES[0]!, 'merge').summary },
      })}
    />
  </Demo>
);

export const RenameDialog: Story = () => (
  <Demo>
    <OrderTemplatesView
      state={viewState({ dialog: { kind: 'rename', template: TEMPLATES[0]! } })}
    />
  </Demo>
);

export const DeleteDialog: Story = () => (
  <Demo>
    <OrderTemplatesView
      state={viewState({ dialog: { kind: 'delete', template: TEMPLATES[0]! } })}
    />
  </Demo>
);

export const RemindDialog: Story = () => (
  <Demo>
    <OrderTemplatesView
      state={viewState({ dialog: { kind: 'remind', template: TEMPLATES[2]! } })}
    />
  </Demo>
);

export const SaveDialog: Story = () => (
  <Demo>
    <OrderTemplatesView state={viewState({ dialog: { kind: 'save' } })} />
  </Demo>
);

export const Busy: Story = () => (
  <Demo>
    <OrderTemplatesView
      state={viewState({
        busyId: 'tpl_weekly',
        notice: { tone: 'danger', text: 'That did not work: the service is not available.' },
      })}
    />
  </Demo>
);

export const Spanish: Story = () => (
  <Demo lang="es">
    <OrderTemplates />
  </Demo>
);

export const Portuguese: Story = () => (
  <Demo lang="pt">
    <OrderTemplates />
  </Demo>
);
