import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { KitRoot, resolveConfig, type Account, type UserContext } from '@anp/core';
import { fakeBackend, fixtureAccount, fixtureContext } from '@anp/core/testing';
import {
  BR_SCENE,
  GT_SCENE,
  US_SCENE,
  builderRoutes,
  type BuilderScene,
} from '@anp/order-builder/fixtures';
import { OrderBuilderPage } from './order-builder-page';

const account: Account = fixtureAccount();

/** The US buyer with the purchase group, one account. */
const context = (selected: Account | null): UserContext =>
  fixtureContext(selected, {
    user: { businessUnit: 'feed', groups: ['DXP_CAN_AccGrp_Purchase_Products'] },
    accountCount: 1,
  });

function setup(scene: BuilderScene, selected: Account | null) {
  const config = resolveConfig({ country: scene.country, lang: scene.lang ?? 'en' }, {});
  const backend = fakeBackend(config, {
    ...builderRoutes(scene),
    'GET users/context': () => context(selected),
    'GET cart/templates': () => ({ templates: [], limits: { nameMaxLength: 60, perSoldTo: 50 } }),
  });
  render(
    <MemoryRouter initialEntries={['/us/en/pages/orderbuilder']}>
      <main>
        <KitRoot config={config} services={backend.services} swrCache={new Map()}>
          <OrderBuilderPage />
        </KitRoot>
      </main>
    </MemoryRouter>,
  );
}

describe('given the order builder page', () => {
  it('shows the heading, the account the order is for and the builder', async () => {
    setup(US_SCENE, account);
    expect(screen.getByRole('heading', { level: 1, name: 'Place order' })).toBeTruthy();
    expect(
      await screen.findByText('Ordering for Prairie Feed & Supply · sold-to 0010100012'),
    ).toBeTruthy();
    // The page's and the list's chunks are transformed on first import (slow on a loaded machine).
    expect(
      await screen.findByText('Showing 24 of 60 products', {}, { timeout: 12_000 }),
    ).toBeTruthy();
    // Quick order (issue 17) follows the builder.
    expect(
      await screen.findByRole('region', { name: 'Quick order' }, { timeout: 12_000 }),
    ).toBeTruthy();
    // Then the account's order templates (issue 17), in their own chunk.
    expect(
      await screen.findByRole('region', { name: 'Order templates' }, { timeout: 12_000 }),
    ).toBeTruthy();
    expect(await screen.findByText(/No templates yet/)).toBeTruthy();
    const result = await axe.run(document.body);
    expect(result.violations).toEqual([]);
  }, 20_000);

  it('speaks Spanish on a Guatemalan page', async () => {
    setup(GT_SCENE, { ...account, region: 'gt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hacer un pedido' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Pedidos recientes' })).toBeTruthy();
    expect(
      await screen.findByRole('region', { name: 'Pedido rápido' }, { timeout: 12_000 }),
    ).toBeTruthy();
  }, 15_000);

  it('shows no quick order where the cart is hidden (br/pt)', async () => {
    setup(BR_SCENE, { ...account, region: 'br' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fazer pedido' })).toBeTruthy();
    expect(
      await screen.findByText(/Pedidos on-line não estão disponíveis/, undefined, {
        timeout: 12_000,
      }),
    ).toBeTruthy();
    // The quick order chunk has loaded by now (the builder's own came after it was asked for).
    await import('@anp/quick-order');
    expect(screen.queryByRole('region', { name: 'Pedido rápido' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Linhas do pedido' })).toBeNull();
  }, 15_000);
});
