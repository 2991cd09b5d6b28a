import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import '@anp/ui';
import { reorderSummaryFixture, type ReorderSummaryState } from '../fixtures';
import { ReorderSummaryView } from './reorder-summary.view';
import { ReorderSummaryDialog } from './reorder-summary.dialog.lazy';
import './i18n';

function renderView(state: ReorderSummaryState, country = 'us', lang: 'en' | 'es' = 'en') {
  const config = resolveConfig({ country, lang }, {});
  return render(
    <KitRoot config={config} swrCache={new Map()}>
      <ReorderSummaryView summary={reorderSummaryFixture(state)} country={country} />
    </KitRoot>,
  );
}

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

const section = (name: string) => screen.getByRole('region', { name });
const items = (name: string) =>
  within(section(name))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('given the US retailer ordered an order again (issue 17)', () => {
  it('says how many lines were added, the corrected, changed and skipped ones, and why', async () => {
    const view = renderView('mixed');
    expect(await screen.findByText('2 lines added to the cart')).toBeTruthy();
    expect(items('Added')).toEqual([
      'Layer 16% Crumble 50 lb 1000010120 bags',
      'Sow Lactation Pellet Pallet 10000233100 bags',
    ]);
    expect(items('Added with a corrected quantity')).toEqual([
      'Sow Lactation Pellet Pallet 1000023370 bags ordered; 100 bags added: it is sold in whole pallets only',
    ]);
    expect(items('Changed since the order')).toEqual([
      'Layer 16% Crumble 50 lb 10000101Unit price: $17.90 on the order, $18.60 now',
      'Sow Lactation Pellet Pallet 10000233Pack: 40.00 lb a unit on the order, 50.00 lb now',
    ]);
    expect(items('Not added')).toEqual(['Retired Horse Feed 50 lb 100009904 bags: discontinued']);
    await axeClean(view.container);
  });

  it('shows only the groups that have lines', async () => {
    renderView('allAdded');
    expect(await screen.findByText('2 lines added to the cart')).toBeTruthy();
    expect(
      screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby') !== null),
    ).toEqual([true]);
  });

  it('says when no line could be added', async () => {
    const view = renderView('noneAdded');
    expect(
      await screen.findByText('No line of this order could be added to the cart'),
    ).toBeTruthy();
    expect(items('Not added')).toEqual([
      'Retired Horse Feed 50 lb 100009904 bags: discontinued',
      'Layer 16% Crumble 50 lb 100001012 bags: no longer sold in your market',
    ]);
    await axeClean(view.container);
  });

  it('renders server text as text, never as HTML', async () => {
    const summary = reorderSummaryFixture('allAdded');
    summary.added[0]!.title = '<img src=x onerror=alert(1)>';
    const config = resolveConfig({ country: 'us', lang: 'en' }, {});
    const view = render(
      <KitRoot config={config} swrCache={new Map()}>
        <ReorderSummaryView summary={summary} country="us" />
      </KitRoot>,
    );
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(view.container.querySelector('img')).toBeNull();
  });
});

describe('given a Mexican order is ordered again in Spanish', () => {
  it('gives prices in pesos and weights in kg, in Spanish', async () => {
    const view = renderView('mexico', 'mx', 'es');
    expect(await screen.findByText('1 línea agregada al carrito')).toBeTruthy();
    const changed = items('Cambios desde el pedido')[0] ?? '';
    expect(changed).toContain('Precio unitario: $452.50 en el pedido, $471.80 ahora');
    expect(changed).toContain('Presentación: 25.00 kg por unidad en el pedido, 40.00 kg ahora');
    expect(items('No agregado')).toEqual([
      'Premios Perro Caja 12 x 1 kg 700000905 cajas: no se puede pedir para esta cuenta',
    ]);
    await axeClean(view.container);
  });
});

describe('given the summary is shown in its dialog', () => {
  it('is a modal dialog named after the order, with a link to the cart and Close', async () => {
    const onClose = vi.fn();
    const config = resolveConfig({ country: 'us', lang: 'en' }, {});
    const view = render(
      <KitRoot config={config} swrCache={new Map()}>
        <ReorderSummaryDialog
          summary={reorderSummaryFixture('mixed')}
          country="us"
          onClose={onClose}
        />
      </KitRoot>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order 4000123456 ordered again' });
    const link = within(dialog).getByRole('link', { name: 'Go to cart' });
    expect(link.getAttribute('href')).toBe('/us/en/pages/cart');
    await axeClean(view.container);
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closes.at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
