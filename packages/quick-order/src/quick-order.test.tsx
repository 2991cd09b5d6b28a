import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, onAnpEvent, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { QuickOrder } from './quick-order';
import { TEN_LINES, quickOrderRoutes } from './fixtures';

function setup(options: { lang?: string; country?: string; routes?: FakeRoutes } = {}) {
  const config = resolveConfig(
    { country: options.country ?? 'us', lang: options.lang ?? 'en' },
    {},
  );
  const backend = fakeBackend(config, options.routes ?? quickOrderRoutes());
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <QuickOrder />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

const noRegionRule = { rules: { region: { enabled: false } } };

async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  const area = await screen.findByRole('textbox', { name: 'Lines to order' });
  await user.click(area);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Check lines' }));
}

describe('the US retailer pastes ten lines with two errors', () => {
  it('checks them in one call, fixes one in place, adds nine in one request', async () => {
    const { user, backend, view } = setup();
    const changed = vi.fn();
    const stop = onAnpEvent(window, 'anp-cart-changed', (e) => changed(e.detail));
    await paste(user, TEN_LINES);

    const table = await screen.findByRole('table');
    await within(table).findByText(/8 ready, 2 need attention/);
    expect(backend.callsTo('POST cart/quickorder/check')).toHaveLength(1);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    // Status in words (the icon only repeats them).
    expect(within(rows[7]!).getByText('Sold in steps of 5 tubs')).toBeTruthy();
    expect(within(rows[8]!).getByText('Unknown SKU or material number')).toBeTruthy();
    expect(within(rows[2]!).getByText('Sow Lactation Pellet Pallet')).toBeTruthy();
    // 40 bags × 50 lb.
    expect(within(rows[0]!).getByText('2,000.00 lb')).toBeTruthy();
    expect((await axe.run(view.container, noRegionRule)).violations).toEqual([]);

    // Fix in place: "Use 10" applies the suggestion and checks that line alone.
    await user.click(within(rows[7]!).getByRole('button', { name: 'Use 10 tubs on line 8' }));
    await within(table).findByText(/9 ready, 1 need attention/);
    const rechecks = backend.callsTo('POST cart/quickorder/check');
    expect(rechecks).toHaveLength(2);
    expect(rechecks[1]!.body).toEqual({ lines: [{ reference: '100005', quantity: 10 }] });
    expect(
      (within(rows[7]!).getByRole('textbox', { name: 'Quantity, line 8' }) as HTMLInputElement)
        .value,
    ).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Add 9 lines to the cart' }));
    expect(
      await screen.findByText(
        '9 lines added to the cart. The lines that need attention stay here.',
      ),
    ).toBeTruthy();
    const adds = backend.callsTo('POST cart/addItems');
    expect(adds).toHaveLength(1);
    expect((adds[0]!.body as { items: unknown[] }).items).toHaveLength(9);
    expect((adds[0]!.body as { items: unknown[] }).items[2]).toEqual({
      sku: '100004',
      quantity: 100,
    });
    // The unknown line stays on screen.
    const left = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(left).toHaveLength(1);
    expect(within(left[0]!).getByText('Unknown SKU or material number')).toBeTruthy();
    expect(changed).toHaveBeenCalledWith(
      expect.objectContaining({ count: 5, encCartId: 'enc-cart-1', source: 'quick-order' }),
    );
    stop();
  });

  it('edits a reference in place, checks it again with Enter, removes a line', async () => {
    const { user, backend } = setup();
    await paste(user, '999999 3\n100002 x');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // The unreadable line is not sent.
    expect(backend.callsTo('POST cart/quickorder/check')[0]!.body).toEqual({
      lines: [{ reference: '999999', quantity: 3 }],
    });
    expect(within(rows[1]!).getByText('Not a quantity: write it like 1,500.5')).toBeTruthy();
    const reference = within(rows[0]!).getByRole('textbox', {
      name: 'SKU or material number, line 1',
    });
    await user.clear(reference);
    await user.type(reference, '100001');
    expect(within(rows[0]!).getByText('Changed: check it again')).toBeTruthy();
    await user.keyboard('{Enter}');
    await within(rows[0]!).findByText('Ready');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Remove line 2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Line 2 removed.')).toBeTruthy();
  });
});

describe('states', () => {
  it('says there is nothing to check, and refuses more than 500 lines', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Check lines' }));
    expect((await screen.findByRole('alert')).textContent).toContain('There are no lines');
    await paste(user, Array.from({ length: 501 }, () => '100001 1').join('\n'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'At most 500 lines can be checked at once; this input has 501.',
    );
  });

  it('shows the check on its way, then its failure with a retry', async () => {
    let release: () => void = () => undefined;
    const scene = {
      checkDelay: () => new Promise<void>((r) => (release = r)),
      checkFails: true,
    };
    const { user, view } = setup({ routes: quickOrderRoutes(scene) });
    await paste(user, '100001 4');
    expect(await screen.findByText('Checking 1 lines…')).toBeTruthy();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The lines could not be checked.');
    expect((await axe.run(view.container, noRegionRule)).violations).toEqual([]);
    scene.checkFails = false;
    scene.checkDelay = () => Promise.resolve();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ready')).toBeTruthy();
  });

  it('keeps every line when adding to the cart fails', async () => {
    const { user } = setup({ routes: quickOrderRoutes({ addFails: true }) });
    await paste(user, '100001 4\n100002 2');
    await user.click(await screen.findByRole('button', { name: 'Add 2 lines to the cart' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The lines could not be added to the cart.',
    );
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('reads a CSV file', async () => {
    const { user } = setup();
    const input = await screen.findByLabelText('Upload a CSV or XLSX file');
    const file = new File(['SKU,Quantity\n100001,40\n100003,1\n'], 'order.csv', {
      type: 'text/csv',
    });
    await user.upload(input, file);
    const table = await screen.findByRole('table');
    await within(table).findByText('The minimum is 2 tons');
    expect(within(table).getByText(/1 ready, 1 need attention/)).toBeTruthy();
  });

  it('says why the user may not order, and nothing where the cart is hidden', async () => {
    setup({
      routes: quickOrderRoutes({ enable: { enabled: false, reason: 'NO_PURCHASE_RIGHTS' } }),
    });
    expect(await screen.findByText('Your user may not order for this account.')).toBeTruthy();
  });
});

describe('markets where the cart is hidden show none of it', () => {
  it.each([
    ['kr', 'ko'],
    ['br', 'pt'],
  ])('a %s/%s page renders nothing and makes no call', async (country, lang) => {
    const { view, backend } = setup({ country, lang });
    await new Promise((r) => setTimeout(r, 50));
    expect(view.container.textContent).toBe('');
    expect(backend.callsTo('GET cart/enableAddToCart')).toHaveLength(0);
  });

  it('renders nothing when the server says the cart is hidden (business unit, flag)', async () => {
    const { view, backend } = setup({
      routes: quickOrderRoutes({ enable: { enabled: false, reason: 'CART_HIDDEN' } }),
    });
    await waitFor(() => expect(backend.callsTo('GET cart/enableAddToCart')).toHaveLength(1));
    await waitFor(() => expect(view.container.querySelector('section')).toBeNull());
    expect(view.container.textContent).toBe('');
  });
});

describe('languages and markets', () => {
  it('speaks Spanish and weighs in quintals on a Guatemalan page', async () => {
    const { user } = setup({ country: 'gt', lang: 'es' });
    const area = await screen.findByRole('textbox', { name: 'Líneas a pedir' });
    await user.click(area);
    await user.paste('100001\t40');
    await user.click(screen.getByRole('button', { name: 'Revisar líneas' }));
    const table = await screen.findByRole('table');
    // 40 × 50 lb = 2,000 lb = 20 quintals of 100 lb.
    expect(await within(table).findByText('20.00 qq')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar 1 línea al carrito' })).toBeTruthy();
  });

  it('speaks Portuguese', async () => {
    setup({ country: 'us', lang: 'pt' });
    expect(await screen.findByRole('button', { name: 'Verificar linhas' })).toBeTruthy();
  });
});
