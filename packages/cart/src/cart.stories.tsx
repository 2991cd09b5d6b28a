import { useState } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig, toPortalError } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { Cart, type CartStep } from './cart';
import { CartView } from './cart.view';
import {
  LAST_ORDER_KEY,
  NO_EDITS,
  draftKey,
  editLine,
  pendingSubmitKey,
  serializeDraft,
} from './draft/draft';
import {
  LINKS_FIXTURE,
  bigCartFixture,
  cartBehaviourFixture,
  cartFixture,
  fakeCartServer,
  placedOrderFixture,
  simulationFixture,
  type Market,
} from './fixtures';
import type { CartBehaviour } from './use-cart';
import type { Cart as CartData } from '@anp/core/services/cart';

export default { title: 'Cart' };

const LANG: Record<Market, string> = { us: 'en', mx: 'es', gt: 'es' };

interface DemoProps {
  market?: Market;
  cart?: () => CartData;
  step?: CartStep;
  routes?: FakeRoutes;
  before?: () => void;
}

const ACCOUNT = { fullname: 'Tri-County Farmers Cooperative Co.', soldToCode: '0010100010' };

interface ViewProps {
  state: CartBehaviour;
  step?: CartStep;
  lang?: 'en' | 'es' | 'pt';
  market?: Market;
}

/** The cart's view alone, in one state: what it shows from its props, with no backend. */
function View({ state, step = 'cart', lang = 'en', market = 'us' }: ViewProps) {
  const [config] = useState(() => resolveConfig({ country: market, lang }, {}));
  const [cache] = useState(() => new Map());
  return (
    <KitRoot config={config} swrCache={cache}>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <CartView
          step={step}
          state={state}
          account={ACCOUNT}
          links={LINKS_FIXTURE}
          onBack={() => {}}
        />
      </div>
    </KitRoot>
  );
}

const unavailable = toPortalError(new Error('Service unavailable'));

/** The cart over an in-memory cart service; links and steps stay on the story. */
function Demo({ market = 'us', cart, step, routes, before }: DemoProps) {
  const [setup] = useState(() => {
    // Each story starts clean: no draft, pending order or last order of another story.
    for (const key of [draftKey('selected'), pendingSubmitKey('selected'), LAST_ORDER_KEY])
      sessionStorage.removeItem(key);
    before?.();
    const config = resolveConfig({ country: market, lang: LANG[market] }, {});
    const server = fakeCartServer(market, cart?.());
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

/** The truckload meter over the 6-ton truck: 6 tons of bulk and 40 bags (issue 17). */
export const TruckloadOverTheTruck: Story = () => (
  <Demo cart={() => cartFixture('us', [null, 40, null, null, 6])} />
);

/** The meter with bulk short of its 4-ton minimum and bags under the fee limit. */
export const TruckloadShortOfMinimums: Story = () => (
  <Demo cart={() => cartFixture('us', [10, null, null, null, 3])} />
);

export const Mexico: Story = () => <Demo market="mx" cart={() => cartFixture('mx', [3, 20])} />;

export const GuatemalaPickup: Story = () => (
  <Demo market="gt" cart={() => cartFixture('gt', [40, 10])} />
);

export const Review: Story = () => <Demo cart={FULL} step="review" />;

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

export const TwoHundredLines: Story = () => <Demo cart={() => bigCartFixture(200)} />;

// The view's states, from its props alone.

export const Loading: Story = () => (
  <View state={cartBehaviourFixture({ loading: true, cart: undefined })} />
);

export const LoadFails: Story = () => (
  <View state={cartBehaviourFixture({ loadError: unavailable, cart: undefined })} />
);

export const Empty: Story = () => (
  <View state={cartBehaviourFixture({ cart: cartFixture('us', []) })} />
);

export const NoPurchaseRights: Story = () => (
  <View state={cartBehaviourFixture({ blocked: 'NO_PURCHASE_RIGHTS' })} />
);

export const LockedPalletBoxesAndRuleErrors: Story = () => (
  <View
    state={cartBehaviourFixture({
      cart: cartFixture('us', [20, 50, 12]),
      showErrors: true,
      problems: [{ kind: 'missing', field: 'requestedDate' }],
    })}
  />
);

export const SavingFailed: Story = () => (
  <View
    state={cartBehaviourFixture({
      save: { status: 'failed', error: unavailable, retryAt: null, restored: true },
    })}
  />
);

export const PickupInSpanish: Story = () => (
  <View market="gt" lang="es" state={cartBehaviourFixture({ showErrors: true }, 'gt')} />
);

export const ReviewPriced: Story = () => {
  const cart = cartFixture('us', [40, 80], { requestedDate: '2026-11-30', po: 'PO-1183' });
  return (
    <View
      step="review"
      state={cartBehaviourFixture({ cart, simulation: simulationFixture(cart) })}
    />
  );
};

export const ReviewResuming: Story = () => (
  <View step="review" state={cartBehaviourFixture({ resuming: true })} />
);

export const Confirmation: Story = () => (
  <View step="confirmation" state={cartBehaviourFixture({ order: placedOrderFixture() })} />
);

export const ConfirmationOtherEmail: Story = () => (
  <View
    step="confirmation"
    state={cartBehaviourFixture({
      order: placedOrderFixture(),
      emailModal: true,
      emailError: unavailable,
    })}
  />
);

export const NarrowPhone: Story = () => (
  <View state={cartBehaviourFixture({ cart: cartFixture('us', [20, 40, 10]) })} />
);
NarrowPhone.meta = { width: 360 };
