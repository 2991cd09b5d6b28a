import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { AccountBalance } from './account-balance';
import { AS_OF, BOLETO, accountBalanceRoutes, brazilRoutes } from './fixtures';
import type { ItemsState } from './model/list-state';

function setup(
  options: {
    country?: string;
    lang?: string;
    routes?: FakeRoutes;
    value?: ItemsState;
    onChange?: (s: ItemsState) => void;
  } = {},
) {
  const config = resolveConfig(
    { country: options.country ?? 'us', lang: options.lang ?? 'en' },
    {},
  );
  const backend = fakeBackend(config, options.routes ?? accountBalanceRoutes());
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <AccountBalance today={AS_OF} value={options.value} onChange={options.onChange} />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:kit/1'), revokeObjectURL: vi.fn() });
});
afterEach(() => vi.restoreAllMocks());

const table = () => screen.findByRole('grid', { name: 'Open items of the account' });

describe('given the US retailer (ordering.md §7 financeData, finance/list)', () => {
  it('shows the figures and an ageing bar that says every bucket with its amount', async () => {
    setup();
    const figures = await screen.findByLabelText('Balance summary');
    expect(within(figures).getByText('$98,234.50')).toBeTruthy();
    expect(within(figures).getByText('$250,000.00')).toBeTruthy();
    expect(within(figures).getByText('$151,765.50')).toBeTruthy();
    expect(within(figures).getByText('$46,134.50')).toBeTruthy();
    const bar = screen.getByRole('img', { name: /^Ageing of the balance/ });
    expect(bar.getAttribute('aria-label')).toBe(
      'Ageing of the balance: Current $52,100.00 (53 %), 1–30 days $21,430.25 (22 %), ' +
        '31–60 days $12,004.25 (12 %), 61–90 days $7,500.00 (8 %), Over 90 days $5,200.00 (5 %).',
    );
    const legend = screen.getByRole('button', { name: /31–60 days/ });
    expect(legend.textContent).toContain('$12,004.25');
  });

  it('filters the items by a bucket from its legend entry, and tells the caller', async () => {
    const onChange = vi.fn();
    const { backend, user } = setup({ onChange });
    await table();
    const legend = await screen.findByRole('button', { name: /Over 90 days/ });
    expect(legend.getAttribute('aria-pressed')).toBe('false');
    await user.click(legend);
    expect(legend.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(backend.callsTo('GET finance/list').at(-1)?.query.get('bucket')).toBe('over90'),
    );
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, filters: expect.objectContaining({ bucket: 'over90' }) }),
    );
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1 + 6));
  });

  it('sorts on the server and pages with Previous and Next', async () => {
    const { backend, user } = setup();
    await within(await table()).findByText('CM-90104');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(backend.callsTo('GET finance/list').at(-1)?.query.get('offset')).toBe('25'),
    );
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: /^Open amount/ }));
    await waitFor(() => {
      const query = backend.callsTo('GET finance/list').at(-1)?.query;
      expect([query?.get('sort'), query?.get('direction'), query?.get('offset')]).toEqual([
        'openAmount',
        'asc',
        '0',
      ]);
    });
  });

  it('opens an item with its lines and activity; server text stays text', async () => {
    const { user, backend } = setup();
    await user.click(await screen.findByRole('button', { name: 'Details of INV-90103' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-90103' });
    expect(await within(dialog).findByText(/Layer 16% pellet <b>bulk<\/b>/)).toBeTruthy();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByText('Partial payment · PAY-1')).toBeTruthy();
    expect(backend.callsTo('GET finance/details')[0]?.query.get('documentNumber')).toBe(
      'INV-90103',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('downloads the statement of the chosen format for the last 12 months', async () => {
    const { user, backend } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Excel (XLSX)' }));
    await user.click(screen.getByRole('button', { name: 'Download the statement' }));
    await waitFor(() => expect(backend.callsTo('GET finance/statement')).toHaveLength(1));
    const query = backend.callsTo('GET finance/statement')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      from: '2025-11-27',
      to: '2026-11-26',
      format: 'xlsx',
    });
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('has no axe violations', async () => {
    const { view } = setup();
    await within(await table()).findByText('CM-90104');
    await screen.findByLabelText('Balance summary');
    const result = await axe.run(view.container, { rules: { region: { enabled: false } } });
    expect(result.violations).toEqual([]);
  });
});

describe('given the Brazilian customer (ordering.md §7 invoiceboleto)', () => {
  it('shows the boleto: groups of the line, Copy announced, barcode, and the PDF', async () => {
    const { user, backend, view } = setup({ country: 'br', lang: 'pt', routes: brazilRoutes() });
    // After user-event's setup, which puts its own clipboard on the page.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Boleto de NF-000451' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nota fiscal NF-000451' });
    const line = await within(dialog).findByText('00190.00009');
    expect(line.parentElement?.textContent).toBe(
      ['00190.00009', '03128.500000', '00000.451179', '1', '16560001845090'].join(''),
    );
    expect(within(dialog).getAllByText('R$ 18.450,90', { selector: 'dd' }).length).toBe(3);
    expect(within(dialog).getAllByText('10-Dez-2026', { selector: 'dd' })).toHaveLength(2);
    expect(within(dialog).getAllByText('Em aberto').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Dígitos verificadores conferidos.')).toBeTruthy();
    const barcode = within(dialog).getByRole('img', {
      name: `Código de barras, ${BOLETO.barcode}`,
    });
    expect(barcode.querySelectorAll('rect')).toHaveLength(114);

    await user.click(within(dialog).getByRole('button', { name: 'Copiar a linha' }));
    expect(writeText).toHaveBeenCalledWith(BOLETO.digitableLine);
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Copiado: a linha digitável está na área de transferência.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Baixar o boleto (PDF)' }));
    await waitFor(() => expect(backend.callsTo('GET invoiceboleto/download')).toHaveLength(1));
    expect(backend.callsTo('GET invoiceboleto/download')[0]?.query.get('boletoId')).toBe(
      BOLETO.boletoId,
    );
    const result = await axe.run(view.baseElement, { rules: { region: { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it('says when the line could not be copied', async () => {
    const { user } = setup({ country: 'br', lang: 'pt', routes: brazilRoutes() });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Boleto de NF-000451' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Copiar a linha' }));
    expect(within(dialog).getByRole('status').textContent).toMatch(/Não foi possível copiar/);
  });
});

describe('given failures and empty lists', () => {
  it('says why the balance failed, and tries again', async () => {
    let fail = true;
    const routes = accountBalanceRoutes();
    const { user, backend } = setup({
      routes: {
        ...routes,
        'GET financeData': (call) =>
          fail ? { status: 500, body: { message: 'down' } } : routes['GET financeData']?.(call),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The balance could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Balance summary')).toBeTruthy();
    expect(backend.callsTo('GET financeData').length).toBe(2);
  });

  it('says no account is chosen when the server knows none (404)', async () => {
    const { backend } = setup({
      routes: {
        ...accountBalanceRoutes(),
        'GET financeData': () => ({
          status: 404,
          body: { code: 'NOT_FOUND', message: 'No account' },
        }),
      },
    });
    expect(await screen.findByText(/No account is selected/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(backend.callsTo('GET financeData')).toHaveLength(1);
  });

  it('shows the empty list, and the filtered empty list with Clear filters', async () => {
    const onChange = vi.fn();
    setup({ routes: accountBalanceRoutes({ items: [] }) });
    expect(await screen.findByText('No open items.')).toBeTruthy();
    const value: ItemsState = {
      filters: {
        itemType: 'payment',
        bucket: null,
        dateField: 'documentDate',
        dates: null,
        search: '',
      },
      sort: 'dueDate',
      direction: 'asc',
      page: 1,
    };
    document.body.innerHTML = '';
    const { user } = setup({ routes: accountBalanceRoutes({ items: [] }), value, onChange });
    expect(await screen.findByText('No open items match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ page: 1 }));
  });

  it('speaks the page language', async () => {
    setup({ lang: 'es', country: 'mx' });
    expect(await screen.findByRole('heading', { name: 'Saldo de la cuenta' })).toBeTruthy();
    expect(await screen.findByText('Partidas abiertas')).toBeTruthy();
  });
});
