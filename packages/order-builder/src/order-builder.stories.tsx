import { useEffect, useState } from 'react';
import type { Story } from '@ladle/react';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { OrderBuilder } from './order-builder';
import {
  BR_SCENE,
  GT_SCENE,
  MX_SCENE,
  US_SCENE,
  builderRoutes,
  failing,
  never,
  type BuilderScene,
} from './fixtures';

export default { title: 'Order builder' };

interface DemoProps {
  scene: BuilderScene;
  routes?: FakeRoutes;
  view?: string;
  searchTerm?: string;
  delayMs?: number;
}

/** The builder over a fake backend; navigation and cart events are shown under it. */
function Demo({ scene, routes, view, searchTerm, delayMs = 200 }: DemoProps) {
  const [setup] = useState(() => {
    const config = resolveConfig({ country: scene.country, lang: scene.lang ?? 'en' }, {});
    const backend = fakeBackend(config, builderRoutes(scene, routes), { delayMs });
    return { config, backend, cache: new Map() };
  });
  const [events, setEvents] = useState<string[]>([]);
  useEffect(() => {
    const onNavigate = (event: Event) => {
      event.preventDefault();
      const { path } = (event as CustomEvent<{ path: string }>).detail;
      setEvents((e) => [...e, `Would navigate to ${path}`]);
    };
    const onCart = (event: Event) => {
      const { count } = (event as CustomEvent<{ count?: number }>).detail;
      setEvents((e) => [...e, `anp-cart-changed: ${count ?? '?'} lines in the cart`]);
    };
    window.addEventListener('anp-navigate', onNavigate);
    window.addEventListener('anp-cart-changed', onCart);
    return () => {
      window.removeEventListener('anp-navigate', onNavigate);
      window.removeEventListener('anp-cart-changed', onCart);
    };
  }, []);
  return (
    <KitRoot config={setup.config} services={setup.backend.services} swrCache={setup.cache}>
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <OrderBuilder {...(view ? { view } : {})} {...(searchTerm ? { searchTerm } : {})} />
        {events.length > 0 && (
          <ul style={{ fontFamily: 'system-ui', fontSize: 14 }}>
            {events.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        )}
      </main>
    </KitRoot>
  );
}

export const AllProducts: Story = () => <Demo scene={US_SCENE} />;

export const Favourites: Story = () => <Demo scene={US_SCENE} view="favourites" />;

export const RecentlyOrdered: Story = () => <Demo scene={US_SCENE} view="recent" />;

export const Searching: Story = () => <Demo scene={US_SCENE} searchTerm="layer" />;

export const Loading: Story = () => (
  <Demo scene={US_SCENE} routes={{ 'GET cart/availableProducts': never }} />
);

export const NoMatch: Story = () => <Demo scene={US_SCENE} searchTerm="zzz-no-such-feed" />;

export const NoFavourites: Story = () => (
  <Demo scene={{ ...US_SCENE, favourites: [] }} view="favourites" />
);

export const NothingOrderedRecently: Story = () => (
  <Demo scene={{ ...US_SCENE, recent: [] }} view="recent" />
);

export const ListingFailed: Story = () => (
  <Demo scene={US_SCENE} routes={{ 'GET cart/availableProducts': failing }} />
);

export const AddToCartFails: Story = () => (
  <Demo scene={US_SCENE} view="recent" routes={{ 'POST cart/addItems': failing }} />
);

export const FavouriteNotSaved: Story = () => (
  <Demo scene={US_SCENE} routes={{ 'POST cart/products/favourite': failing }} />
);

export const AddDisabledNoAccount: Story = () => (
  <Demo scene={{ ...US_SCENE, enable: { enabled: false, reason: 'NO_ACCOUNT' } }} />
);

export const AddDisabledNoPurchaseRights: Story = () => (
  <Demo scene={{ ...US_SCENE, enable: { enabled: false, reason: 'NO_PURCHASE_RIGHTS' } }} />
);

export const UnitedStatesPounds: Story = () => <Demo scene={US_SCENE} searchTerm="50 lb" />;

export const MexicoKilogramsBoxed: Story = () => <Demo scene={MX_SCENE} />;

export const GuatemalaSpanishQuintal: Story = () => <Demo scene={GT_SCENE} view="recent" />;

export const BrazilPortuguese: Story = () => <Demo scene={BR_SCENE} />;

export const NarrowPhone: Story = () => <Demo scene={US_SCENE} view="recent" />;
NarrowPhone.meta = { width: 375 };
