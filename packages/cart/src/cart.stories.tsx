import { useState } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { Cart, type CartStep } from './cart';
import {
  LAST_ORDER_KEY,
  NO_EDITS,
  draftKey,
  editLine,
  pendingSubmitKey,
  serializeDraft,
} from './draft/draft';
import { bigCartFixture, cartFixture, fakeCartServer, type Market } from './fixtures';
import type { Cart as CartData } from '@anp/core/services/cart';

export default { title: 'Cart' };

const LANG: Record<Market, string> = { us: 'en', mx: 'es', gt: 'es' };
const never = () => new Promise<never>(() => {});

interface DemoProps {
  market?: Market;
  cart?: () => CartData;
  step?: CartStep;
  routes?: FakeRoutes;
  enabled?: boolean;
  before?: () => void;
}

/** The cart over an in-memory cart service; links and steps stay on the story. */
function Demo({ market = 'us', cart, step, routes, enabled, before }: DemoProps) {
  const [setup] = useState(() => {
    // Each story starts clean: no draft, pending order or last order of another story.
    for (const key of [draftKey('selected'), pendingSubmitKey('selected'), LAST_ORDER_KEY])
      sessionStorage.removeItem(key);
    before?.();
    const config = resolveConfig({ country: market, lang: LANG[market] }, {});
    const server = fakeCartServer(market, cart?.(), enabled === false ? { enabled } : {});
    const backend = fakeBackend(
      config,
      {
        'GET users/context': () => ({ selectedAccount: null }),
        ...server.routes,
        ...routes,
      },
      { delayMs: 200 },
    );
    return { config, backend, cache: new Map() };
  });
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <Cart {...(step ? { step } : {})} />
      </div>
    </KitRoot>
  );
}

/** Enough bags to pass the small-order fee limit: straight to the review. */
const FULL = () => cartFixture('us', [40, 80], { requestedDate: '2026-11-30' });

export const UnitedStates: Story = () => <Demo cart={() => cartFixture('us', [20, 40, 10, 3])} />;

export const UnderTheBagMinimum: Story = () => <Demo cart={() => cartFixture('us', [10])} />;

export const Mexico: Story = () => <Demo market="mx" cart={() => cartFixture('mx', [3, 20])} />;

export const GuatemalaPickup: Story = () => (
  <Demo market="gt" cart={() => cartFixture('gt', [40, 10])} />
);

export const Review: Story = () => <Demo cart={FULL} step="review" />;

export const Confirmation: Story = () => (
  <Demo
    step="confirmation"
    before={() =>
      sessionStorage.setItem(
        LAST_ORDER_KEY,
        JSON.stringify({
          orderNumber: '4000161424',
          orderId: '4000161424',
          status: 'Placed',
          createdAt: '2026-11-23T15:30:00Z',
          accountId: 'acc-us',
          soldToCode: '0010100010',
          accountName: 'Tri-County Farmers Cooperative Co.',
          shipMethod: 'delivery',
          requestedDate: '2026-11-30',
          requestedTime: null,
          po: 'PO-1183',
          email: 'buyer@example.com',
          lineCount: 2,
          totals: { netWeight: 6000, grossWeight: 6150, pounds: 6000, tons: 3, tonUnit: 'Tons' },
          unitOfMeasure: 'lb',
          pricing: { currency: 'USD', lines: [], netAmount: 1490, vat: 0, grossAmount: 1490 },
          replayed: false,
          country: 'us',
        }),
      )
    }
  />
);

export const SaveFails: Story = () => (
  <Demo
    cart={() => cartFixture('us', [20, 40])}
    before={() =>
      sessionStorage.setItem(
        draftKey('selected'),
        serializeDraft('selected', editLine(NO_EDITS, '10004512', { quantity: 35 }), Date.now()),
      )
    }
    routes={{
      'POST cart/update': () => ({
        status: 503,
        body: { code: 'SERVER', message: 'Unavailable' },
      }),
    }}
  />
);

export const Loading: Story = () => <Demo routes={{ 'GET cart/fetch': never }} />;

export const LoadFails: Story = () => (
  <Demo
    routes={{
      'GET cart/fetch': () => ({ status: 500, body: { code: 'SERVER', message: 'Down' } }),
    }}
  />
);

export const Empty: Story = () => <Demo cart={() => cartFixture('us', [])} />;

export const NoPurchaseRights: Story = () => (
  <Demo cart={() => cartFixture('us', [20])} enabled={false} />
);

export const TwoHundredLines: Story = () => <Demo cart={() => bigCartFixture(200)} />;
