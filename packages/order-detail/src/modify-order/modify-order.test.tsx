import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, formatCutoff, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { ModifyOrder } from './modify-order';
import { NOW, demoOrders, draftOf, fakeOrderServer } from '../fixtures';
import { peekOutcome } from '../modification-outcome';

// Whole widgets with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

const ORDERS = demoOrders(NOW);
const CUTOFF = formatCutoff(ORDERS.usOpen.modifiableUntil as string);
const navigations: string[] = [];
const onNavigate = (event: Event) => {
  navigations.push((event as CustomEvent<{ path: string }>).detail.path);
  event.preventDefault();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  navigations.length = 0;
  window.addEventListener('anp-navigate', onNavigate);
});

afterEach(() => {
  window.removeEventListener('anp-navigate', onNavigate);
  vi.useRealTimers();
});

function setup(
  options: {
    orderNumber?: string;
    server?: ReturnType<typeof fakeOrderServer>;
    routes?: FakeRoutes;
    country?: string;
    lang?: string;
  } = {},
) {
  const {
    orderNumber = '4000161424',
    server = fakeOrderServer(),
    country = 'us',
    lang = 'en',
  } = options;
  const config = resolveConfig({ country, lang }, {});
  const backend = fakeBackend(config, { ...server.routes, ...options.routes });
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <main>
        <ModifyOrder orderNumber={orderNumber} />
      </main>
    </KitRoot>,
  );
  return { backend, server, view, user: userEvent.setup() };
}

const quantity = (title: string) =>
  screen.getByRole('textbox', { name: `Quantity of ${title}` }) as HTMLInputElement;
const LAYER = 'Layer 16% Crumble 50 lb';
const HOG = 'Hog Finisher 16% Pellet 50 lb';
const CALF = 'Calf Starter 18% 50 lb';

async function ready() {
  await screen.findByRole('heading', { level: 1, name: 'Modify order 4000161424' });
  await screen.findByRole('textbox', { name: `Quantity of ${LAYER}` });
}

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('given an order before its cut-off and no draft yet', () => {
  it('starts a draft from the order and shows its lines with their rules and the cut-off', async () => {
    const { backend, view } = setup();
    await ready();
    expect(backend.callsTo('POST updateModifiedOrder').map((c) => c.body)).toEqual([
      { orderNumber: '4000161424', apply: false },
    ]);
    expect([LAYER, HOG, CALF].map((t) => quantity(t).value)).toEqual(['40', '80', '20']);
    expect(screen.getByText('Full pallets of 40 only')).toBeTruthy();
    expect(screen.getByText('Minimum 10 · in steps of 5')).toBeTruthy();
    expect(screen.getByText(`Changes are accepted until ${CUTOFF}.`)).toBeTruthy();
    expect(screen.getByText('2 days 3 hours left')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Purchase order (PO)' }) as HTMLInputElement).value,
    ).toBe('PO-1183');
    // The plant's calendar is known: the hint names the window.
    expect(await screen.findByText(/Dates from 25-Nov-2026 to 07-Jan-2027/)).toBeTruthy();
    await axeClean(view.container);
  });

  it('steps quantities by the product rules; down from the minimum removes the line', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: `More of ${CALF}` }));
    expect(quantity(CALF).value).toBe('25');
    await user.click(screen.getByRole('button', { name: `Less of ${HOG}` }));
    expect(quantity(HOG).value).toBe('40');
    await user.click(screen.getByRole('button', { name: `Less of ${HOG}` }));
    expect(quantity(HOG).value).toBe('0');
    expect(screen.getByText(/will be removed/)).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: `Restore ${HOG} to its ordered quantity` }),
    );
    expect(quantity(HOG).value).toBe('80');
    const summary = screen.getByRole('region', { name: 'Your changes' });
    expect(within(summary).getByText(`${CALF}: 20 → 25`)).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('says a quantity off its rules once the field is left', async () => {
    const { user } = setup();
    await ready();
    await user.clear(quantity(CALF));
    await user.type(quantity(CALF), '22');
    expect(screen.queryByText('Please order in multiples of 5.')).toBeNull();
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe('Please order in multiples of 5.');
    expect(quantity(CALF).getAttribute('aria-invalid')).toBe('true');
    await user.clear(quantity(CALF));
    await user.type(quantity(CALF), 'ten');
    expect(screen.getByText('Please enter a whole number.')).toBeTruthy();
  });

  it('keeps at least one product: the last line cannot be removed', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: `Remove ${LAYER} from the order` }));
    await user.click(screen.getByRole('button', { name: `Remove ${HOG} from the order` }));
    const last = screen.getByRole('button', {
      name: `Remove ${CALF} from the order`,
    }) as HTMLButtonElement;
    expect(last.disabled).toBe(true);
    await user.clear(quantity(CALF));
    await user.type(quantity(CALF), '0');
    await user.click(screen.getByRole('button', { name: 'Submit changes' }));
    expect(
      screen.getByText(
        'An order keeps at least one product. To cancel the whole order, please contact customer service.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Please correct the problem marked above.')).toBeTruthy();
  });

  it('does not submit an unchanged order', async () => {
    const { user, backend } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Submit changes' }));
    expect(await screen.findByText(/Nothing has changed yet/)).toBeTruthy();
    expect(backend.callsTo('POST updateModifiedOrder')).toHaveLength(1);
  });

  it('saves the draft, and says so', async () => {
    const { user, backend, server } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: `More of ${LAYER}` }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/^Draft saved .*It is not submitted yet\.$/)).toBeTruthy();
    expect(backend.callsTo('POST updateModifiedOrder')[1]?.body).toEqual({
      orderNumber: '4000161424',
      lines: [
        { sku: '10004512', quantity: 41 },
        { sku: '10007730', quantity: 80 },
        { sku: '10002210', quantity: 20 },
      ],
      requestedDate: '2026-11-30',
      po: 'PO-1183',
      note: 'Call the yard 30 minutes ahead.',
      apply: false,
    });
    expect(server.drafts()[0]?.lines[0]?.quantity).toBe(41);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('submits the changes and returns to the order with what changed', async () => {
    const { user, server } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: `More of ${CALF}` }));
    await user.clear(screen.getByRole('textbox', { name: 'Purchase order (PO)' }));
    await user.type(screen.getByRole('textbox', { name: 'Purchase order (PO)' }), 'PO-2000');
    await user.click(screen.getByRole('button', { name: 'Submit changes' }));
    await waitFor(() => expect(navigations).toEqual(['/us/en/pages/orders/4000161424']));
    expect(server.order('4000161424')?.productOrders.map((l) => l.quantity)).toEqual([40, 80, 25]);
    expect(server.order('4000161424')?.po).toBe('PO-2000');
    expect(server.drafts()).toEqual([]);
    expect(peekOutcome('4000161424')).toEqual({
      orderNumber: '4000161424',
      kind: 'submitted',
      changes: [
        { kind: 'quantity', sku: '10002210', title: CALF, from: 20, to: 25 },
        { kind: 'po', from: 'PO-1183', to: 'PO-2000' },
      ],
    });
  });

  it('discards the draft after asking, and returns to the order', async () => {
    const { user, backend } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(navigations).toEqual(['/us/en/pages/orders/4000161424']));
    expect(backend.callsTo('POST deleteModifiedOrderDraft')[0]?.body).toEqual({
      orderNumber: '4000161424',
    });
    expect(peekOutcome('4000161424')?.kind).toBe('discarded');
  });
});

describe('given a saved draft of the order', () => {
  const draft = {
    ...draftOf(ORDERS.usOpen, new Date(NOW - 3_600_000).toISOString()),
    requestedDate: '2026-11-28',
  };
  draft.lines[2] = { ...draft.lines[2]!, quantity: 35 };

  it('continues it without starting another, and judges its date on the plant calendar', async () => {
    const server = fakeOrderServer({ drafts: [draft] });
    const { backend, user } = setup({ server });
    await ready();
    expect(backend.callsTo('POST updateModifiedOrder')).toHaveLength(0);
    expect(quantity(CALF).value).toBe('35');
    expect(screen.getByText(/^Draft saved /)).toBeTruthy();
    await screen.findByText(/Dates from/);
    await user.click(screen.getByRole('button', { name: 'Submit changes' }));
    expect(
      await screen.findByText(
        'The plant is closed on this day of the week. Please choose another day.',
      ),
    ).toBeTruthy();
    expect(backend.callsTo('POST updateModifiedOrder')).toHaveLength(0);
  });
});

describe('given the cut-off (ordering.md §4)', () => {
  it('is refused after the cut-off, says so and keeps what the user typed', async () => {
    const server = fakeOrderServer();
    const { user } = setup({ server });
    await ready();
    await user.clear(quantity(CALF));
    await user.type(quantity(CALF), '45');
    // The cut-off passes while the user is typing.
    server.setNow(Date.parse(ORDERS.usOpen.modifiableUntil as string) + 60_000);
    await user.click(screen.getByRole('button', { name: 'Submit changes' }));
    const alert = await screen.findByText(
      `Order 4000161424 can no longer be changed: its cut-off was ${CUTOFF}.`,
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(quantity(CALF).value).toBe('45');
    expect(quantity(CALF).readOnly).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Submit changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('shows no form for an order past its cut-off without a draft', async () => {
    const { backend } = setup({ orderNumber: '4000161390' });
    expect(
      await screen.findByText(
        `Order 4000161390 can no longer be changed: its cut-off was ${formatCutoff(ORDERS.usClosed.modifiableUntil as string)}.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe(
      '/us/en/pages/orders/4000161390',
    );
    expect(backend.callsTo('POST updateModifiedOrder')).toHaveLength(0);
  });

  it('keeps a draft visible, read-only, once its order is past the cut-off', async () => {
    const draft = { ...draftOf(ORDERS.usClosed, new Date(NOW - 2 * 86_400_000).toISOString()) };
    draft.lines[0] = { ...draft.lines[0]!, quantity: 60 };
    setup({ orderNumber: '4000161390', server: fakeOrderServer({ drafts: [draft] }) });
    await screen.findByRole('heading', { level: 1, name: 'Modify order 4000161390' });
    expect(screen.getByText(/can no longer be changed: its cut-off was/)).toBeTruthy();
    expect(quantity(LAYER).value).toBe('60');
    expect(quantity(LAYER).readOnly).toBe(true);
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('button', { name: 'Discard draft' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('says an order no longer Placed cannot be changed', async () => {
    setup({ orderNumber: '4000158802' });
    expect(
      await screen.findByText('Order 4000158802 can no longer be changed: it is already shipped.'),
    ).toBeTruthy();
  });
});

describe('given the plant calendar cannot be read', () => {
  it('lets the server judge the date, and says so', async () => {
    setup({
      routes: { 'GET cart/orderoptions': () => ({ status: 500, body: { code: 'SERVER' } }) },
    });
    await ready();
    expect(
      await screen.findByText(
        "The plant's calendar could not be loaded: the date is checked when you submit.",
      ),
    ).toBeTruthy();
  });
});

describe('given a refusal the page could not foresee', () => {
  it('says a date the plant cannot serve in words, and keeps the draft', async () => {
    const draft = {
      ...draftOf(ORDERS.usOpen, new Date(NOW).toISOString()),
      requestedDate: '2026-11-28',
    };
    const { user } = setup({
      server: fakeOrderServer({ drafts: [draft] }),
      routes: {
        'GET cart/orderoptions': () => ({ status: 500, body: { code: 'SERVER' } }),
        'POST updateModifiedOrder': () => ({
          status: 400,
          body: {
            code: 'DATE_PROBLEM',
            message: 'NON_WORKING: Ames Feed Mill cannot ship on 2026-11-28',
            field: 'body.requestedDate',
          },
        }),
      },
    });
    await ready();
    await screen.findByText(/calendar could not be loaded/);
    await user.click(screen.getByRole('button', { name: 'Submit changes' }));
    expect((await screen.findByText(/^The changes could not be submitted\./)).textContent).toBe(
      'The changes could not be submitted. The requested date is not available. Please choose another date.',
    );
    expect(navigations).toEqual([]);
    expect(quantity(LAYER).value).toBe('40');
  });
});

describe('given a Mexican order', () => {
  it('speaks Spanish', async () => {
    setup({ orderNumber: '4000160011', country: 'mx', lang: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modificar el pedido 4000160011' }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enviar cambios' })).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Cantidad de Alimento Ponedora 17% 40 kg' }),
    ).toBeTruthy();
  });
});

describe('given an order that cannot be opened', () => {
  it('says an unknown order was not found', async () => {
    setup({ orderNumber: '4000999999' });
    expect(
      await screen.findByRole('heading', { name: 'Order 4000999999 was not found' }),
    ).toBeTruthy();
  });

  it('says a failure with Try again', async () => {
    let fail = true;
    const server = fakeOrderServer();
    const { user } = setup({
      server,
      routes: {
        'GET modifiedOrderList': (call) =>
          fail
            ? { status: 503, body: { code: 'SERVER' } }
            : server.routes['GET modifiedOrderList']!(call),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Order 4000161424 could not be opened for changes.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
  });
});
