import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, PortalError, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { MemoTile, type MemoTileProps } from './memo-tile';
import { MemoTileView } from './memo-tile.view';
import type { MemoTileState } from './use-memo-tile';
import {
  KR_DEBIT,
  MX_CANCELLED,
  MX_OPEN,
  NEW_FLOW_CREDIT,
  US_CREDIT,
  US_DEBIT,
  memoRoutes,
} from './fixtures';

// Whole widgets with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

const saved: { name: string; href: string }[] = [];

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs and does not follow links: record what would be saved.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:kit/1'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(
  props: MemoTileProps,
  options: { country?: string; lang?: string; routes?: FakeRoutes } = {},
) {
  const config = resolveConfig(
    { country: options.country ?? 'us', lang: options.lang ?? 'en' },
    {},
  );
  const backend = fakeBackend(config, { ...memoRoutes(), ...options.routes });
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <MemoTile {...props} />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('given a US credit memo (the default layout)', () => {
  it('shows its type, number, date, signed amount and status, with no Cancelled badge', async () => {
    const { view } = setup({ memoNumber: US_CREDIT.memoNumber });
    const card = await screen.findByRole('article', { name: 'Credit memo 7100023456' });
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Credit memo 7100023456' }),
    ).toBeTruthy();
    expect(within(card).getByText('\u2212$312.40')).toBeTruthy();
    expect(within(card).getByText('19-Oct-2026')).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).queryByText('Cancelled')).toBeNull();
    await axeClean(view.container);
  });

  it('folds its details (order, original invoice, PO, net, VAT, gross) behind a toggle', async () => {
    const { user, view } = setup({ memoNumber: US_CREDIT.memoNumber });
    const toggle = await screen.findByRole('button', { name: 'Details of credit memo 7100023456' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Customer PO')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = view.container.querySelector(
      `#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`,
    );
    expect(details).not.toBeNull();
    const terms = [...(details?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent);
    expect(terms).toEqual([
      'Order number',
      'Original invoice',
      'Customer PO',
      'Net amount',
      'VAT',
      'Gross amount',
    ]);
    expect(within(details as HTMLElement).getByText('PO-88213')).toBeTruthy();
    expect(within(details as HTMLElement).getByText('$0.00')).toBeTruthy();
    await axeClean(view.container);
  });

  it('opens with its details when asked to, and reads a debit memo as money owed', async () => {
    setup({ memoNumber: US_DEBIT.memoNumber, expanded: true, headingLevel: 4 });
    expect(
      await screen.findByRole('heading', { level: 4, name: 'Debit memo 7200004412' }),
    ).toBeTruthy();
    // The amount on the card, and the net and gross of the details.
    expect(screen.getAllByText('$128.75')).toHaveLength(3);
    expect(screen.getByText('Invoiced')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Details of debit memo/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByText('Order number')).toBeTruthy();
  });

  it('uses the memo it is given without asking the server', async () => {
    const { backend } = setup({ memoNumber: US_CREDIT.memoNumber, memo: US_CREDIT });
    expect(screen.getByRole('heading', { name: 'Credit memo 7100023456' })).toBeTruthy();
    expect(backend.callsTo('GET finance/details')).toHaveLength(0);
  });
});

describe('given the memo download', () => {
  it('fetches the memo PDF as a blob, saves it under its name and is busy meanwhile', async () => {
    let release: (value: string) => void = () => {};
    const { user, backend } = setup(
      { memoNumber: US_CREDIT.memoNumber },
      {
        routes: {
          'GET 7100023456/download': () => new Promise<string>((resolve) => (release = resolve)),
        },
      },
    );
    const button = await screen.findByRole('button', { name: 'Download credit memo 7100023456' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    // Busy, not disabled: focus stays on the button (a disabled one drops it to the page); a
    // second press meanwhile sends nothing more.
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(backend.callsTo('GET 7100023456/download')).toHaveLength(1);
    release('%PDF-1.4');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'credit-memo-7100023456.pdf', href: 'blob:kit/1' });
    expect(button.getAttribute('aria-busy')).toBeNull();
    const call = backend.callsTo('GET 7100023456/download')[0];
    expect(call?.query.get('type')).toBe('memo');
  });

  it.each([
    [
      'a file too big (ERRDD001)',
      { status: 413, body: { code: 'ERRDD001', message: 'too big' } },
      'The memo could not be downloaded. File size is too big to download, please reach out to IT support.',
    ],
    [
      'no right to the file (401 that is not Unauthorized)',
      { status: 401, body: { code: 'FORBIDDEN_DOCUMENT', message: 'Not your document' } },
      "The memo could not be downloaded. User doesn't have the authorization.",
    ],
    [
      'a server failure',
      { status: 500, body: { code: 'SERVER', message: 'down' } },
      'The memo could not be downloaded. Internal Server error',
    ],
  ])('says so next to the button after %s', async (_name, answer, message) => {
    const { user } = setup(
      { memoNumber: US_CREDIT.memoNumber },
      { routes: { 'GET 7100023456/download': () => answer } },
    );
    await user.click(await screen.findByRole('button', { name: /Download credit memo/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(saved).toHaveLength(0);
    expect(
      screen.getByRole('button', { name: /Download credit memo/ }).getAttribute('aria-describedby'),
    ).toBe(screen.getByRole('alert').id);
  });
});

describe('given a Mexican memo (the fiscal layout)', () => {
  it('shows the Cancelled badge and the fiscal fields, in Spanish', async () => {
    const { user, view } = setup(
      { memoNumber: MX_CANCELLED.memoNumber },
      { country: 'mx', lang: 'es' },
    );
    const card = await screen.findByRole('article', { name: /Nota de crédito 7100031877/ });
    expect(within(card).getByText('Cancelada', { selector: '[data-tone="danger"]' })).toBeTruthy();
    expect(within(card).getByText('\u2212$14,848.00')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: /Detalles de nota de crédito/ }));
    const terms = [...card.querySelectorAll('[id$="-details"] dt')].map((dt) => dt.textContent);
    expect(terms).toEqual([
      'Número de factura',
      'Factura original',
      'Fecha de la factura original',
      'IVA',
      'Importe total',
    ]);
    expect(within(card).getByText('CFDI-A-20931')).toBeTruthy();
    expect(within(card).getByText('14-Sep-2026')).toBeTruthy();
    await axeClean(view.container);
  });

  it('shows no badge on an open memo', async () => {
    setup({ memoNumber: MX_OPEN.memoNumber }, { country: 'mx', lang: 'es' });
    await screen.findByRole('heading', { name: /7100031990/ });
    expect(screen.queryByText('Cancelada')).toBeNull();
    expect(screen.getByText('Abierta')).toBeTruthy();
  });
});

describe('given a new-flow memo in Brazil', () => {
  it('shows the fiscal layout with the Cancelled badge, in Portuguese', async () => {
    setup(
      { memoNumber: NEW_FLOW_CREDIT.memoNumber, expanded: true },
      { country: 'br', lang: 'pt' },
    );
    expect(await screen.findByRole('heading', { name: /Nota de crédito 7100040002/ })).toBeTruthy();
    expect(screen.getByText('Cancelada', { selector: '[data-tone="danger"]' })).toBeTruthy();
    expect(screen.getByText('Número da nota fiscal')).toBeTruthy();
    expect(screen.getByText('NF-e 000.183.442')).toBeTruthy();
    // Signed on the card; the breakdown as the document writes it.
    expect(screen.getByText('\u2212R$ 2.204,50')).toBeTruthy();
    expect(screen.getByText('R$ 2.204,50')).toBeTruthy();
  });
});

describe('given a Korean memo', () => {
  it('shows the sold-to with its name and whole-won amounts (order value and memo value)', async () => {
    const { view } = setup({ memoNumber: KR_DEBIT.memoNumber, expanded: true }, { country: 'kr' });
    expect(await screen.findByRole('heading', { name: 'Debit memo 7200005120' })).toBeTruthy();
    const details = view.container.querySelector('[id$="-details"]') as HTMLElement;
    expect([...details.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Sold-to',
      'Order number',
      'Order value',
      'Memo value',
    ]);
    expect(within(details).getByText('0050300007 · 한빛 축산')).toBeTruthy();
    expect(within(details).getByText('₩12,480,000')).toBeTruthy();
    expect(within(details).getByText('₩356,400')).toBeTruthy();
    await axeClean(view.container);
  });
});

describe('given a memo that cannot be shown', () => {
  it('says it is loading meanwhile', async () => {
    setup(
      { memoNumber: '7100000001' },
      { routes: { 'GET finance/details': () => new Promise(() => {}) } },
    );
    expect(await screen.findByText('Loading memo 7100000001…')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('says a memo of no account of the user was not found, without Retry', async () => {
    setup({ memoNumber: '7100999999' });
    expect(
      await screen.findByText('Memo 7100999999 was not found. It may belong to another account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a failure with Try again, which loads it', async () => {
    let fail = true;
    const { user } = setup(
      { memoNumber: US_CREDIT.memoNumber },
      {
        routes: {
          'GET finance/details': () =>
            fail ? { status: 503, body: { code: 'SERVER', message: 'down' } } : US_CREDIT,
        },
      },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Memo 7100023456 could not be loaded. Internal Server error',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Credit memo 7100023456' })).toBeTruthy();
  });

  it('says a memo number is needed when none is given', () => {
    setup({ memoNumber: ' ' });
    expect(screen.getByRole('alert').textContent).toContain('needs a memo number');
  });
});

describe('given the view alone (no server)', () => {
  function renderView(tile: MemoTileState) {
    const config = resolveConfig({ country: 'us', lang: 'en' }, {});
    const backend = fakeBackend(config, {});
    return render(
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <MemoTileView tile={tile} headingLevel={2} />
      </KitRoot>,
    );
  }
  const noFile = () => Promise.reject(new Error('not in this test'));

  it('renders a memo from its props, and asks to toggle its details', async () => {
    const toggle = vi.fn();
    renderView({ kind: 'ready', memo: US_CREDIT, open: false, toggle, fetchFile: noFile });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Credit memo 7100023456' }),
    ).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Details of credit memo 7100023456' }),
    );
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Customer PO')).toBeNull();
  });

  it('shows the details when open', async () => {
    renderView({ kind: 'ready', memo: US_CREDIT, open: true, toggle: () => {}, fetchFile: noFile });
    expect(await screen.findByText('Customer PO')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Details of credit memo/ }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('offers Try again after a failure, and calls retry', async () => {
    const retry = vi.fn();
    renderView({
      kind: 'failed',
      number: '7100023456',
      error: new PortalError({ code: 'SERVER', status: 500 }),
      retry,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
