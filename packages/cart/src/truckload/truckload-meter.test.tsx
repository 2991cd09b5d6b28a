import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import '@anp/ui';
import { truckLoad, validationInputOf } from '../model';
import { cartFixture, type Market } from '../fixtures';
import { TruckloadMeter } from './truckload-meter.view';

const LANG: Record<Market, 'en' | 'es'> = { us: 'en', mx: 'es', gt: 'es' };

/** The meter of a fixture cart (quantities of the market's fixture products, in order). */
function renderMeter(market: Market, quantities: (number | null)[], extra = {}) {
  const cart = cartFixture(market, quantities, { shipMethod: 'delivery', ...extra });
  const load = truckLoad(validationInputOf(cart, { leadTimes: null }));
  const config = resolveConfig({ country: market, lang: LANG[market] }, {});
  return render(
    <KitRoot config={config} swrCache={new Map()}>
      <TruckloadMeter load={load} country={market} />
    </KitRoot>,
  );
}

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('given a US delivery on a 6-ton truck (issue 17)', () => {
  it('reads the load, what is left, the marks, and a bag load under its minimum', async () => {
    // 20 + 40 bags of 50 lb = 1.50 short tons.
    const view = renderMeter('us', [20, 40]);
    const meter = await screen.findByRole('meter', { name: 'Truck load' });
    expect(meter.getAttribute('aria-valuenow')).toBe('1.5');
    expect(meter.getAttribute('aria-valuemax')).toBe('6');
    expect(meter.getAttribute('aria-valuetext')).toBe(
      '1.50 of 6.00 Tons. 4.50 Tons left to fill the truck',
    );
    expect(screen.getByText('4.50 Tons left to fill the truck')).toBeTruthy();
    const marks = screen.getByRole('list', { name: 'Marks on the bar' });
    expect(within(marks).getByText('Truck maximum: 6.00 Tons')).toBeTruthy();
    expect(within(marks).getByText('Bag minimum: 2.00 Tons')).toBeTruthy();
    expect(
      screen.getByText('Bags: 1.50 of 2.00 Tons; below it a small-order fee applies.'),
    ).toBeTruthy();
    await axeClean(view.container);
  }, 15_000);

  it('says how far over the truck a load is, as the server will (CART002)', async () => {
    // 6 tons of bulk and 40 bags (1 ton): 7.00 on a 6.00 truck.
    renderMeter('us', [null, 40, null, null, 6]);
    const meter = await screen.findByRole('meter', { name: 'Truck load' });
    expect(meter.getAttribute('aria-valuenow')).toBe('6');
    expect(
      screen.getByText(
        '1.00 Tons over the truck’s maximum. Choose a larger truck or reduce the quantities.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Bulk: 6.00 Tons, the 4.00 Tons bulk minimum is met')).toBeTruthy();
  });

  it('says a short bulk load and a short bag load (CART001, CART006)', async () => {
    renderMeter('us', [10, null, null, null, 3]);
    await screen.findByRole('meter');
    expect(
      screen.getByText(
        'Bulk: 3.00 of the 4.00 Tons a bulk delivery needs. Add bulk product or choose pickup.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Bags: 0.25 of 2.00 Tons; below it a small-order fee applies.'),
    ).toBeTruthy();
    expect(screen.getByText('Bulk minimum: 4.00 Tons')).toBeTruthy();
  });

  it('says the truck is full at exactly its capacity', async () => {
    // 6 tons of bulk.
    renderMeter('us', [null, null, null, null, 6]);
    expect(await screen.findByText('The truck is full')).toBeTruthy();
  });
});

describe('given a Mexican delivery in metric tons, in Spanish', () => {
  it('reads the load in MT in Spanish', async () => {
    // 250 boxes of 12 x 1 kg = 3 MT.
    const view = renderMeter('mx', [250]);
    const meter = await screen.findByRole('meter', { name: 'Carga del camión' });
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^3[.,]00 de 6[.,]00 MT\./);
    expect(screen.getByText(/Faltan 3[.,]00 MT para llenar el camión/)).toBeTruthy();
    await axeClean(view.container);
  });
});
