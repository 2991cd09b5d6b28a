import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig, toPortalError } from '@anp/core';
import '@anp/ui';
import { CartView, type CartViewProps } from './cart.view';
import {
  LINKS_FIXTURE,
  cartBehaviourFixture,
  cartFixture,
  placedOrderFixture,
  simulationFixture,
} from './fixtures';

const ACCOUNT = { fullname: 'Tri-County Farmers Cooperative Co.', soldToCode: '0010100010' };

/** The view alone, from the props it is given: no backend, no session. */
function renderView(
  props: Partial<CartViewProps> = {},
  lang: 'en' | 'es' = 'en',
  country: 'us' | 'gt' = 'us',
) {
  const config = resolveConfig({ country, lang }, {});
  return render(
    <KitRoot config={config} swrCache={new Map()}>
      <CartView
        step="cart"
        state={cartBehaviourFixture()}
        account={ACCOUNT}
        links={LINKS_FIXTURE}
        onBack={() => {}}
        {...props}
      />
    </KitRoot>,
  );
}

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

const failure = toPortalError(new Error('Service unavailable'));

describe('given the states without a cart to show', () => {
  it('says the cart is loading', async () => {
    renderView({ state: cartBehaviourFixture({ loading: true, cart: undefined }) });
    expect(await screen.findByRole('heading', { name: 'Your cart', level: 1 })).toBeTruthy();
    expect(screen.getByText('Loading your cart…')).toBeTruthy();
  });

  it('says why the user may not order, instead of the cart', async () => {
    renderView({ state: cartBehaviourFixture({ blocked: 'NO_PURCHASE_RIGHTS' }) });
    expect(await screen.findByText('Ordering is not available here')).toBeTruthy();
    expect(screen.getByText(/Ask your administrator for ordering rights/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to review' })).toBeNull();
  });

  it('shows a failed load with Try again', async () => {
    const reload = vi.fn();
    renderView({
      state: cartBehaviourFixture({ loadError: failure, cart: undefined, reload }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your cart could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers the order builder for an empty cart, through the links it is given', async () => {
    const follow = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderView({
      state: cartBehaviourFixture({ cart: cartFixture('us', []) }),
      links: { ...LINKS_FIXTURE, follow },
    });
    const link = await screen.findByRole('link', { name: 'Browse products' });
    expect(link.getAttribute('href')).toBe('/us/en/pages/orderbuilder');
    await userEvent.click(link);
    expect(follow).toHaveBeenCalledWith(expect.anything(), '/us/en/pages/orderbuilder');
  });
});

describe('given the cart step', () => {
  it('names the account, the step, and each line with its quantity field', async () => {
    const { container } = renderView({
      state: cartBehaviourFixture({ cart: cartFixture('us', [20, 40, 10]) }),
    });
    expect(
      await screen.findByText(
        'Ordering for Tri-County Farmers Cooperative Co., sold-to 0010100010',
      ),
    ).toBeTruthy();
    const progress = screen.getByRole('navigation', { name: 'Order progress' });
    expect(within(progress).getByText('Cart').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );
    const quantity = screen.getByRole('textbox', {
      name: 'Quantity of Layer 16% Crumble 50 lb (bags)',
    });
    expect((quantity as HTMLInputElement).value).toBe('20');
    expect(screen.getAllByText('Quantity')).toHaveLength(3);
    // The locked boxes say why, in words.
    const boxes = screen.getAllByRole('checkbox', { name: 'Full pallets' });
    expect(boxes.map((b) => (b as HTMLInputElement).disabled)).toEqual([false, true, true]);
    expect(screen.getByText('Sold by full pallets only.')).toBeTruthy();
    expect(screen.getByText('Not sold by the pallet.')).toBeTruthy();
    await axeClean(container);
  }, 15_000);

  it('offers Save now when a save failed, with the reason', async () => {
    const retrySave = vi.fn();
    renderView({
      state: cartBehaviourFixture({
        save: { status: 'failed', error: failure, retryAt: null, restored: true },
        retrySave,
      }),
    });
    expect(await screen.findByText(/Changes not saved/)).toBeTruthy();
    expect(screen.getByText('We brought back changes you had not saved yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save now' }));
    expect(retrySave).toHaveBeenCalledOnce();
  });

  it('lists the problems under their heading', async () => {
    renderView({
      state: cartBehaviourFixture({
        showErrors: true,
        problems: [
          { kind: 'missing', field: 'requestedDate' },
          { kind: 'missing', field: 'paymentTerms' },
        ],
      }),
    });
    const alert = await screen.findByRole('alert', {
      name: 'Please correct the following before you continue',
    });
    expect(within(alert).getByText('Choose a date.')).toBeTruthy();
    expect(within(alert).getByText('Choose how you will pay.')).toBeTruthy();
  });

  it('shows the delivery details as the kit’s fields, with the counter of the note', async () => {
    const setFields = vi.fn();
    renderView({ state: cartBehaviourFixture({ setFields }) });
    const method = await screen.findByRole('radiogroup', { name: 'Delivery or pickup' });
    expect(within(method).getByRole<HTMLInputElement>('radio', { name: 'Delivery' }).checked).toBe(
      true,
    );
    expect(screen.getByRole('combobox', { name: 'Truck size' })).toBeTruthy();
    expect(screen.getByText('0 of 120 characters')).toBeTruthy();
    await userEvent.click(within(method).getByRole('radio', { name: 'Pickup' }));
    expect(setFields).toHaveBeenCalledWith({ shipMethod: 'pickup', pickUpFrom: 'plant-1' });
  });
});

describe('given the review and the confirmation', () => {
  it('confirms a submit cut off by a reload before anything else', async () => {
    renderView({ step: 'review', state: cartBehaviourFixture({ resuming: true }) });
    expect(
      await screen.findByRole('heading', { name: 'Review your order', level: 1 }),
    ).toBeTruthy();
    expect(
      (await screen.findAllByText('Confirming the order you placed before the page reloaded…'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('needs the terms accepted to place the priced order', async () => {
    const cart = cartFixture('us', [40, 80], { requestedDate: '2026-11-30' });
    const setTermsAccepted = vi.fn();
    renderView({
      step: 'review',
      state: cartBehaviourFixture({ cart, simulation: simulationFixture(cart), setTermsAccepted }),
    });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByText('$594.00')).toBeTruthy(); // 40 x $14.85
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Place order' }).disabled).toBe(
      true,
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I accept the purchase order terms and conditions' }),
    );
    expect(setTermsAccepted).toHaveBeenCalledWith(true);
  });

  it('shows the order number, and asks for another address in a dialog', async () => {
    const openEmailModal = vi.fn();
    const { container } = renderView({
      step: 'confirmation',
      state: cartBehaviourFixture({ order: placedOrderFixture(), openEmailModal }),
    });
    expect((await screen.findByTestId('order-number')).textContent).toBe('4000161424');
    expect(screen.getByText('A confirmation was sent to buyer@example.com.')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Send the confirmation to another e-mail' }),
    );
    expect(openEmailModal).toHaveBeenCalledWith(true);
    await axeClean(container);
  });

  // Issue 14 (QA): the confirmation said 26-Nov (createdAt's UTC date) where the list and the
  // detail said 25-Nov (the plant's day). The plant's day everywhere, and the page says so.
  it("dates the order by the plant's day, not by the UTC instant", () => {
    renderView({
      step: 'confirmation',
      state: cartBehaviourFixture({
        order: placedOrderFixture({ createdAt: '2026-11-26T02:30:00Z', orderDate: '2026-11-25' }),
      }),
    });
    expect(screen.getByText('Placed on 25-Nov-2026 (the plant’s date)')).toBeTruthy();
  });

  it('checks the other address in the dialog before it is sent', async () => {
    const sendAltEmail = vi.fn(async () => true);
    renderView({
      step: 'confirmation',
      state: cartBehaviourFixture({
        order: placedOrderFixture(),
        emailModal: true,
        sendAltEmail,
      }),
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Send the confirmation to another e-mail',
    });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Enter an e-mail address.')).toBeTruthy();
    await userEvent.type(email, 'office@farm.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(sendAltEmail).toHaveBeenCalledWith('office@farm.example');
  });

  it('says when there is no order to confirm', async () => {
    renderView({ step: 'confirmation', state: cartBehaviourFixture({ order: null }) });
    expect(await screen.findByText('No order to show')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your orders' }).getAttribute('href')).toBe(
      '/us/en/pages/orders',
    );
  });

  it('speaks Spanish', async () => {
    renderView({}, 'es');
    expect(await screen.findByRole('heading', { name: 'Su carrito', level: 1 })).toBeTruthy();
  });
});

/** The line of the cart step titled `title`. */
function lineOf(title: string): HTMLElement {
  const line = screen.getByRole('heading', { name: title }).closest('li');
  if (!line) throw new Error(`no line for ${title}`);
  return line;
}

/** The review table's row of the product titled `title`. */
function rowOf(title: string): HTMLElement {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const row = screen.getByRole('cell', { name: new RegExp(`^${escaped}`) }).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

const BULK = 'Dairy Ration 18% Pellet Bulk (per ton)';
const TOTE = 'Calf Starter 18% Textured Tote 2,000 lb';

// QA defects of issue 14 (quantities and units), each failing before its fix.
describe('given bulk, tote and quintal lines', () => {
  it('shows no pallet size or pallet count on a loose bulk line, and "1 tote"', async () => {
    const cart = cartFixture('us', [20, null, null, null, 20, 1]);
    renderView({ state: cartBehaviourFixture({ cart }) });
    const bulk = lineOf(BULK);
    // Was "Minimum 2 · 1 per pallet" and "Pallets: 20".
    expect(within(bulk).queryByText(/per pallet/)).toBeNull();
    expect(within(bulk).queryByText(/Pallets:/)).toBeNull();
    expect(within(bulk).getByText('40,000.00 lb')).toBeTruthy();
    // Was "1 totes" beside the field and in its name.
    const tote = lineOf(TOTE);
    expect(within(tote).getByText('tote')).toBeTruthy();
    expect(within(tote).getByRole('textbox', { name: /\(tote\)$/ })).toBeTruthy();
    // A bag line keeps its pallet size and count.
    expect(within(lineOf('Layer 16% Crumble 50 lb')).getByText('Pallets: 00')).toBeTruthy();
  });

  it('reviews a tote line as 1 tote on 00 pallets, as the order detail does', async () => {
    const cart = cartFixture('us', [100, null, null, null, 20, 1], { requestedDate: '2026-11-30' });
    renderView({
      step: 'review',
      state: cartBehaviourFixture({ cart, simulation: simulationFixture(cart) }),
    });
    await screen.findByRole('table');
    const tote = within(rowOf(TOTE)).getAllByRole('cell');
    // Was "1 totes" and pallets "01" (the detail said 00).
    expect(tote.map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['1 tote', '00', '2,000.00 lb']),
    );
    expect(
      within(rowOf(BULK))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('00');
    // 100 bags at 50 per pallet: two full pallets.
    expect(
      within(rowOf('Layer 16% Crumble 50 lb'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['100 bags', '02']));
  });

  it('weighs Guatemalan lines in quintals, like the totals', async () => {
    // 40 bags x 40 kg = 1,600 kg = 35.27 quintals of 100 lb.
    const cart = cartFixture('gt', [40], { requestedDate: '2026-11-30' });
    renderView({ state: cartBehaviourFixture({ cart }, 'gt') }, 'es', 'gt');
    const line = lineOf('Ponedora 16% Migaja Bulto 40 kg');
    // Was "1,600.00 kg" on the line and "40.00 kg cada uno" under quintal totals.
    expect(within(line).getByText('35.27 qq')).toBeTruthy();
    expect(within(line).getByText('0.88 qq cada uno')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    expect(within(summary).getAllByText(/35\.27 qq/).length).toBeGreaterThan(0);
    expect(within(line).getByText('bultos')).toBeTruthy();
  });

  it('reviews Guatemalan lines in quintals', async () => {
    const cart = cartFixture('gt', [40], { requestedDate: '2026-11-30' });
    renderView(
      {
        step: 'review',
        state: cartBehaviourFixture({ cart, simulation: simulationFixture(cart) }, 'gt'),
      },
      'es',
      'gt',
    );
    await screen.findByRole('table');
    const cells = within(rowOf('Ponedora 16% Migaja Bulto 40 kg')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['40 bultos', '00', '35.27 qq']),
    );
  });
});
