import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { OrderBuilder, type OrderBuilderProps } from './order-builder';
import {
  GT,
  GT_SCENE,
  MX,
  MX_SCENE,
  US,
  US_PRODUCTS,
  US_SCENE,
  builderRoutes,
  failing,
  makeCart,
  type BuilderScene,
} from './fixtures';

interface Setup {
  scene?: BuilderScene;
  routes?: FakeRoutes;
  props?: OrderBuilderProps;
}

/** Renders the builder; the whole US catalogue fits one page unless a test pages itself. */
function setup({ scene = US_SCENE, routes, props = { pageSize: 100 } }: Setup = {}) {
  const config = resolveConfig({ country: scene.country, lang: scene.lang ?? 'en' }, {});
  const backend = fakeBackend(config, builderRoutes(scene, routes));
  const onAdded = vi.fn();
  render(
    // A page puts the builder in its main landmark.
    <main>
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <OrderBuilder onAdded={onAdded} {...props} />
      </KitRoot>
    </main>,
  );
  return { backend, onAdded };
}

const listingCalls = (backend: ReturnType<typeof fakeBackend>) =>
  backend.callsTo('GET cart/availableProducts').map((c) => Object.fromEntries(c.query));

/** The row of a product, found by its title heading. */
async function row(title: string) {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 3000 });
  return heading.closest('li') as HTMLElement;
}

/** Every anp-* event the builder dispatches on window, and navigation kept from jsdom. */
let events: { type: string; detail: unknown }[] = [];
const record = (event: Event) => {
  events.push({ type: event.type, detail: (event as CustomEvent).detail });
  if (event.type === 'anp-navigate') event.preventDefault();
};

beforeEach(() => {
  events = [];
  window.addEventListener('anp-cart-changed', record);
  window.addEventListener('anp-navigate', record);
});

afterEach(() => {
  window.removeEventListener('anp-cart-changed', record);
  window.removeEventListener('anp-navigate', record);
  vi.useRealTimers();
});

describe('given the US farm store on All products', () => {
  it('lists the first 24 of 60 products with the count, and pages with Load more', async () => {
    const { backend } = setup({ props: {} });
    expect(await screen.findByText('Showing 24 of 60 products')).toBeTruthy();
    expect(await within(screen.getByRole('tabpanel')).findAllByRole('heading')).toHaveLength(24);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(await screen.findByText('Showing 48 of 60 products')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(await screen.findByText('Showing 60 of 60 products')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more products' })).toBeNull();
    expect(listingCalls(backend)).toEqual([
      { offset: '0', limit: '24' },
      { offset: '24', limit: '24' },
      { offset: '48', limit: '24' },
    ]);
  }, 15_000);

  it('shows each product with picture, SKU, form code, package, rules and list price', async () => {
    setup();
    const layer = await row(US.layer.title);
    expect(within(layer).getByRole('img', { name: US.layer.title })).toBeTruthy();
    expect(layer.textContent).toContain('SKU 10000112 · Form code C1604');
    expect(within(layer).getByText('50 lb bag')).toBeTruthy();
    expect(within(layer).getByText('50 bags per pallet')).toBeTruthy();
    expect(within(layer).getByText('List price $18.50 each')).toBeTruthy();
    const calf = await row(US.calfStarter.title);
    expect(within(calf).getByText('Minimum 10, in steps of 5')).toBeTruthy();
    const hog = await row(US.hogFinisher.title);
    expect(within(hog).getByText('Full pallets only: 40 bags')).toBeTruthy();
    const vitamins = await row(US.vitamins.title);
    expect(within(vitamins).getByText('12 x 2 lb case')).toBeTruthy();
    expect(within(vitamins).getByText('24 lb')).toBeTruthy();
  });

  it('searches after a 400 ms pause, by title, SKU or form code, and clears at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { backend } = setup({ props: {} });
    await screen.findByText('Showing 24 of 60 products');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'crumble');
    act(() => void vi.advanceTimersByTime(399));
    expect(listingCalls(backend).some((q) => q.searchTerm)).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    await waitFor(() =>
      expect(listingCalls(backend).at(-1)).toEqual({
        offset: '0',
        limit: '24',
        searchTerm: 'crumble',
      }),
    );
    // One request for the whole word, not one per keystroke.
    expect(listingCalls(backend).filter((q) => q.searchTerm)).toHaveLength(1);
    const crumbles = US_PRODUCTS.filter((p) => /crumble/i.test(p.title)).length;
    expect(await screen.findByText(`Showing ${crumbles} of ${crumbles} products`)).toBeTruthy();

    // Cleared, the list is the unsearched one again at once: its pages are still loaded.
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 24 of 60 products')).toBeTruthy();
    expect(listingCalls(backend).filter((q) => q.searchTerm)).toHaveLength(1);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('clears the search with Escape, and the list follows at once', async () => {
    setup({ props: { searchTerm: 'crumble', pageSize: 100 } });
    const crumbles = US_PRODUCTS.filter((p) => /crumble/i.test(p.title)).length;
    expect(await screen.findByText(`Showing ${crumbles} of ${crumbles} products`)).toBeTruthy();
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search products' });
    expect(search.value).toBe('crumble');
    search.focus();
    await userEvent.keyboard('{Escape}');
    expect(search.value).toBe('');
    expect(document.activeElement).toBe(search);
    expect(await screen.findByText('Showing 60 of 60 products')).toBeTruthy();
  }, 15_000);

  it('finds a product by its SKU and by its form code', async () => {
    setup({ props: { searchTerm: '10000318' } });
    expect(await screen.findByText('Showing 1 of 1 products')).toBeTruthy();
    expect(screen.getByRole('heading', { name: US.calfStarter.title })).toBeTruthy();
  });

  it('says when nothing matches and offers to clear the search', async () => {
    setup({ props: { searchTerm: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No products match “zzz”.' })).toBeTruthy();
    // The search box has its own clear button; the empty state's is the last one.
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear search' }).at(-1)!);
    expect(await screen.findByText('Showing 24 of 60 products')).toBeTruthy();
  });

  it('filters by category, with the counts in the options', async () => {
    const { backend } = setup({ props: {} });
    await screen.findByText('Showing 24 of 60 products');
    const select = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(2));
    expect(within(select).getByRole('option', { name: 'All categories (60)' })).toBeTruthy();
    await userEvent.selectOptions(
      select,
      within(select).getByRole('option', { name: 'Animal health (1)' }),
    );
    expect(await screen.findByText('Showing 1 of 1 products')).toBeTruthy();
    expect(listingCalls(backend).at(-1)).toEqual({ offset: '0', limit: '24', category: 'Health' });
    expect(screen.getByRole('heading', { name: US.vitamins.title })).toBeTruthy();
  });

  it('shows the failure with Retry when the listing fails, and recovers', async () => {
    let fail = true;
    const { backend } = setup({
      routes: {
        'GET cart/availableProducts': (call) =>
          fail ? failing() : builderRoutes(US_SCENE)['GET cart/availableProducts']!(call),
      },
      props: {},
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The products could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 24 of 60 products')).toBeTruthy();
    expect(listingCalls(backend)).toHaveLength(2);
  });
});

describe('given the views', () => {
  it('switches views with the arrow keys and shows the favourites', async () => {
    setup();
    const all = await screen.findByRole('tab', { name: 'All products' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    all.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    const favourites = screen.getByRole('tab', { name: 'Favourites' });
    expect(favourites.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(favourites);
    expect(await screen.findByRole('heading', { name: US.layer.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: US.proteinTub.title })).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('heading')).toHaveLength(2);
    await user.keyboard('{End}');
    expect(
      screen.getByRole('tab', { name: 'Recently ordered' }).getAttribute('aria-selected'),
    ).toBe('true');
    await user.keyboard('{Home}');
    expect(all.getAttribute('aria-selected')).toBe('true');
  });

  it('prefills recently ordered products with the last quantity and date', async () => {
    setup({ props: { view: 'recent' } });
    const layer = await row(US.layer.title);
    expect(layer.textContent).toContain('Last ordered 26-Feb-2026: 20 bags');
    expect(
      within(layer).getByRole<HTMLInputElement>('textbox', { name: 'Quantity (bags)' }).value,
    ).toBe('20');
    // The pallet-only product's last 80 bags are 2 pallets.
    const hog = await row(US.hogFinisher.title);
    expect(within(hog).getByRole<HTMLInputElement>('textbox', { name: 'Pallets' }).value).toBe('2');
    expect(hog.textContent).toContain('= 80 bags');
  });

  it('explains how to add favourites when there are none', async () => {
    setup({ scene: { ...US_SCENE, favourites: [] }, props: { view: 'favourites' } });
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Browse all products' }));
    expect(screen.getByRole('tab', { name: 'All products' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('says when nothing was ordered recently', async () => {
    setup({ scene: { ...US_SCENE, recent: [] }, props: { view: 'recent' } });
    expect(await screen.findByRole('heading', { name: 'Nothing ordered recently' })).toBeTruthy();
  });
});

describe('given the favourite star', () => {
  it('saves at once and shows the new state before the answer', async () => {
    const { backend } = setup();
    const layer = await row(US.layer.title);
    const star = within(layer).getByRole('button', { name: `Favourite: ${US.layer.title}` });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(backend.callsTo('POST cart/products/favourite')).toHaveLength(1));
    expect(backend.callsTo('POST cart/products/favourite')[0]?.body).toEqual({
      sku: US.layer.sku,
      favourite: false,
    });
  });

  it('puts the star back and says why when saving fails', async () => {
    setup({ routes: { 'POST cart/products/favourite': failing } });
    const calf = await row(US.calfStarter.title);
    const star = within(calf).getByRole('button', { name: `Favourite: ${US.calfStarter.title}` });
    await userEvent.click(star);
    const alert = await within(calf).findByRole('alert');
    expect(alert.textContent).toContain('Your favourites were not changed.');
    expect(star.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('given the quantity entry', () => {
  it('steps by the increment from the minimum, and down to empty', async () => {
    setup();
    const calf = await row(US.calfStarter.title);
    const input = within(calf).getByRole<HTMLInputElement>('textbox', { name: 'Quantity (bags)' });
    const user = userEvent.setup();
    await user.click(within(calf).getByRole('button', { name: 'More bags' }));
    expect(input.value).toBe('10');
    await user.click(within(calf).getByRole('button', { name: 'More bags' }));
    expect(input.value).toBe('15');
    await user.click(within(calf).getByRole('button', { name: 'Fewer bags' }));
    await user.click(within(calf).getByRole('button', { name: 'Fewer bags' }));
    expect(input.value).toBe('');
  });

  it.each([
    ['the minimum', US.calfStarter.title, 'Quantity (bags)', '7', 'The minimum quantity is 10.'],
    [
      'the increment',
      US.calfStarter.title,
      'Quantity (bags)',
      '12',
      'Please order in multiples of 5.',
    ],
    ['whole pallets', US.hogFinisher.title, 'Pallets', '1.5', 'Please order whole pallets of 40.'],
    [
      'a number',
      US.layer.title,
      'Quantity (bags)',
      '2O',
      'Enter the quantity as a number, such as 20.',
    ],
  ])('shows the rule of %s once the field is left', async (_rule, title, label, typed, message) => {
    setup();
    const product = await row(title);
    const input = within(product).getByRole('textbox', { name: label });
    const user = userEvent.setup();
    await user.type(input, typed);
    expect(within(product).queryByText(message)).toBeNull();
    await user.tab();
    await user.tab();
    expect(within(product).getByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(within(product).getByText(message).id);
  });

  it('counts pallets when the full-pallet box is ticked', async () => {
    setup();
    const layer = await row(US.layer.title);
    const box = within(layer).getByRole('checkbox', { name: 'Full pallets' });
    expect(box.getAttribute('aria-disabled')).toBeNull();
    const user = userEvent.setup();
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    const pallets = within(layer).getByRole<HTMLInputElement>('textbox', { name: 'Pallets' });
    expect(pallets.value).toBe('1');
    expect(layer.textContent).toContain('= 50 bags');
    await user.click(within(layer).getByRole('button', { name: 'More pallets' }));
    expect(pallets.value).toBe('2');
    expect(layer.textContent).toContain('= 100 bags');
  });

  it.each([
    [
      'is not sold by the pallet',
      US.calfStarter.title,
      false,
      'This product is not sold by the full pallet.',
    ],
    [
      'is sold by full pallets only',
      US.hogFinisher.title,
      true,
      'This product is sold by full pallets only.',
    ],
  ])(
    'locks the full-pallet box with a tooltip when the product %s',
    async (_, title, checked, tip) => {
      setup();
      const product = await row(title);
      const box = within(product).getByRole<HTMLInputElement>('checkbox', { name: 'Full pallets' });
      expect(box.getAttribute('aria-disabled')).toBe('true');
      expect(box.checked).toBe(checked);
      expect(within(product).getByRole('tooltip', { hidden: true }).textContent).toBe(tip);
      expect(box.getAttribute('aria-describedby')).toBe(
        within(product).getByRole('tooltip', { hidden: true }).id,
      );
      await userEvent.click(box);
      expect(box.checked).toBe(checked);
    },
  );
});

describe('given Add to cart', () => {
  it('adds the line, announces it, updates the cart link and dispatches anp-cart-changed', async () => {
    const { backend, onAdded } = setup();
    const layer = await row(US.layer.title);
    expect(await screen.findByRole('link', { name: 'View cart (2)' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(within(layer).getByRole('textbox', { name: 'Quantity (bags)' }), '20');
    await user.click(within(layer).getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Added 20 bags of Layer 16% Crumble 50 lb to your cart.'),
    ).toBeTruthy();
    expect(backend.callsTo('POST cart/addItems').map((c) => c.body)).toEqual([
      { items: [{ sku: US.layer.sku, quantity: 20 }] },
    ]);
    expect(events).toEqual([
      {
        type: 'anp-cart-changed',
        detail: { count: 3, encCartId: 'enc-cart-ob-1', source: 'order-builder' },
      },
    ]);
    expect(onAdded).toHaveBeenCalledWith(
      expect.objectContaining({ line: { sku: US.layer.sku, quantity: 20 } }),
    );
    expect(screen.getByRole('link', { name: 'View cart (3)' })).toBeTruthy();
    expect(within(layer).getByText('In your cart: 20 bags')).toBeTruthy();
    expect(
      within(layer).getByRole<HTMLInputElement>('textbox', { name: 'Quantity (bags)' }).value,
    ).toBe('');
  });

  it('weighs typed quantities on the truckload meter before any call, then the added line (issue 17)', async () => {
    const { backend } = setup();
    const layer = await row(US.layer.title);
    const meter = await screen.findByRole('meter', { name: 'Truck load' });
    const before = Number(meter.getAttribute('aria-valuenow'));
    const user = userEvent.setup();
    // 40 bags of 50 lb: one more ton.
    await user.type(within(layer).getByRole('textbox', { name: 'Quantity (bags)' }), '40');
    await waitFor(() =>
      expect(Number(meter.getAttribute('aria-valuenow'))).toBeCloseTo(before + 1, 2),
    );
    expect(
      screen.getByText('Includes 1 quantity typed and not yet added to the cart.'),
    ).toBeTruthy();
    expect(backend.callsTo('POST cart/addItems')).toHaveLength(0);
    await user.click(within(layer).getByRole('button', { name: 'Add to cart' }));
    expect(await within(layer).findByText('In your cart: 40 bags')).toBeTruthy();
    // Now in the cart, not typed: the same load, without the note.
    expect(
      Number(screen.getByRole('meter', { name: 'Truck load' }).getAttribute('aria-valuenow')),
    ).toBeCloseTo(before + 1, 2);
    expect(screen.queryByText(/not yet added to the cart/)).toBeNull();
  });

  it('names one package in the singular', async () => {
    setup();
    const layer = await row(US.layer.title);
    const user = userEvent.setup();
    await user.click(within(layer).getByRole('button', { name: 'More bags' }));
    await user.click(within(layer).getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Added 1 bag of Layer 16% Crumble 50 lb to your cart.'),
    ).toBeTruthy();
    expect(within(layer).getByText('In your cart: 1 bag')).toBeTruthy();
  });

  it('sends full pallets with their pallets count', async () => {
    const { backend } = setup({ props: { view: 'recent' } });
    const hog = await row(US.hogFinisher.title);
    await userEvent.click(within(hog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(backend.callsTo('POST cart/addItems')).toHaveLength(1));
    expect(backend.callsTo('POST cart/addItems')[0]?.body).toEqual({
      items: [{ sku: US.hogFinisher.sku, quantity: 80, pallets: 2, fullPallet: true }],
    });
  });

  it('is busy while the call runs, so a second press adds nothing', async () => {
    let answer: (cart: unknown) => void = () => {};
    const { backend } = setup({
      routes: { 'POST cart/addItems': () => new Promise((resolve) => (answer = resolve)) },
    });
    const layer = await row(US.layer.title);
    const user = userEvent.setup();
    await user.type(within(layer).getByRole('textbox', { name: 'Quantity (bags)' }), '5');
    const add = within(layer).getByRole('button', { name: 'Add to cart' });
    await user.click(add);
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('true'));
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.click(add);
    await user.keyboard('{Enter}');
    expect(backend.callsTo('POST cart/addItems')).toHaveLength(1);
    answer(makeCart('us', []));
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBeNull());
  });

  it('keeps the quantity and says why at the row when adding fails', async () => {
    setup({ routes: { 'POST cart/addItems': failing } });
    const layer = await row(US.layer.title);
    const input = within(layer).getByRole<HTMLInputElement>('textbox', { name: 'Quantity (bags)' });
    const user = userEvent.setup();
    await user.type(input, '20');
    await user.click(within(layer).getByRole('button', { name: 'Add to cart' }));
    const alert = await within(layer).findByRole('alert');
    expect(alert.textContent).toContain('Not added to your cart.');
    expect(input.value).toBe('20');
    expect(events).toEqual([]);
  });

  it('sends nothing for an empty or invalid entry, says why and moves focus to it', async () => {
    const { backend } = setup();
    const layer = await row(US.layer.title);
    const user = userEvent.setup();
    await user.click(within(layer).getByRole('button', { name: 'Add to cart' }));
    expect(within(layer).getByText('Enter a quantity to add.')).toBeTruthy();
    const calf = await row(US.calfStarter.title);
    const input = within(calf).getByRole('textbox', { name: 'Quantity (bags)' });
    await user.type(input, '12');
    await user.click(within(calf).getByRole('button', { name: 'Add to cart' }));
    expect(within(calf).getByText('Please order in multiples of 5.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(backend.callsTo('POST cart/addItems')).toEqual([]);
  });

  it('asks the host to open the cart from View cart', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'View cart (2)' });
    expect(link.getAttribute('href')).toBe('/us/en/pages/cart');
    await userEvent.click(link);
    expect(events).toEqual([{ type: 'anp-navigate', detail: { path: '/us/en/pages/cart' } }]);
  });
});

describe('given a user who may not add to the cart', () => {
  it.each([
    ['NO_ACCOUNT', 'Choose an account in the account selector'],
    ['NO_PURCHASE_RIGHTS', 'Ask your administrator for purchase rights'],
    ['CART_HIDDEN', 'Online ordering is not offered in this market'],
  ] as const)('still lists the products, disables Add and says why (%s)', async (reason, text) => {
    const { backend } = setup({ scene: { ...US_SCENE, enable: { enabled: false, reason } } });
    expect(await screen.findByText(new RegExp(text))).toBeTruthy();
    const layer = await row(US.layer.title);
    expect(
      within(layer).getByRole<HTMLButtonElement>('button', { name: 'Add to cart' }).disabled,
    ).toBe(true);
    expect(screen.queryByRole('link', { name: /View cart/ })).toBeNull();
    expect(backend.callsTo('GET cart/fetch')).toEqual([]);
  });
});

describe('given other markets', () => {
  it('shows a Mexican boxed product as 12 x 1 kg and that the box counts 12', async () => {
    setup({ scene: MX_SCENE });
    const box = await row(MX.boxedPremix.title);
    expect(within(box).getByText('Caja de 12 x 1 kg')).toBeTruthy();
    expect(within(box).getByText('12 kg')).toBeTruthy();
    expect(within(box).getByText('Cada caja cuenta como 12 unidades')).toBeTruthy();
    expect(within(box).getByRole('textbox', { name: 'Cantidad (cajas)' })).toBeTruthy();
  });

  it('speaks Spanish in Guatemala and gives the weight in quintals', async () => {
    setup({ scene: GT_SCENE });
    expect(await screen.findByRole('tab', { name: 'Todos los productos' })).toBeTruthy();
    const layer = await row(GT.layer.title);
    expect(within(layer).getByText('Bulto de 40 kg')).toBeTruthy();
    expect(within(layer).getByText('≈ 0.88 qq')).toBeTruthy();
    const pallet = await row(GT.palletOnly.title);
    expect(within(pallet).getByText('Solo tarimas completas: 50 bultos')).toBeTruthy();
    expect(within(layer).getByRole('button', { name: 'Agregar al carrito' })).toBeTruthy();
  });
});

describe('given accessibility', () => {
  it('has no axe violations with products, a rule problem and the locked boxes', async () => {
    setup({ props: { view: 'recent' } });
    const layer = await row(US.layer.title);
    const user = userEvent.setup();
    const input = within(layer).getByRole('textbox', { name: 'Quantity (bags)' });
    await user.clear(input);
    await user.type(input, 'abc');
    await user.tab();
    await user.tab();
    await screen.findByText('Enter the quantity as a number, such as 20.');
    const result = await axe.run(document.body);
    expect(result.violations).toEqual([]);
  });

  it('has no axe violations on the first page of the full list', async () => {
    setup({ props: {} });
    await screen.findByText('Showing 24 of 60 products');
    const result = await axe.run(document.body);
    expect(result.violations).toEqual([]);
  }, 15_000);
});
