import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig, writeSession } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { BOLETO, BR_INVOICE, BR_SUMMARY, accountBalanceRoutes } from './fixtures';
import { accountBalanceElement } from './account-balance.element';

let backend: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  backend = installFakeFetch(accountBalanceRoutes());
  accountBalanceElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  backend.restore();
  resetPageConfig();
  resetKitServices();
  writeSession('soldToId', null);
});

const mount = (attrs: Record<string, string>) => mountElement('anp-account-balance', attrs);

describe('given <anp-account-balance> on a plain page', () => {
  it('renders the balance inside its shadow root, at the heading level it is given', async () => {
    const el = mount({ country: 'us', lang: 'en', heading: 'My balance', 'heading-level': '3' });
    // The first mount of the file loads the widget's code cold: allow a busy machine.
    await waitFor(
      () => expect(el.shadowRoot?.querySelector('h3')?.textContent).toBe('My balance'),
      { timeout: 15_000 },
    );
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('$98,234.50'));
    expect(el.shadowRoot?.querySelector('h4')?.textContent).toBe('Ageing');
    expect(backend.callsTo('GET financeData')[0]?.headers.get('Authorization')).toBe(
      'Bearer page-token',
    );
  });

  it('keeps the default heading level for one out of range', async () => {
    const el = mount({ 'heading-level': '9' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h2')).not.toBeNull());
  });

  it('shows the boletos of a Brazilian invoice, in every status inside the shadow root', async () => {
    backend.restore();
    const statuses = ['open', 'paid', 'overdue', 'cancelled'] as const;
    backend = installFakeFetch(
      accountBalanceRoutes({
        summary: BR_SUMMARY,
        items: [BR_INVOICE],
        boletos: {
          invoiceNumber: BR_INVOICE.documentNumber,
          boletos: statuses.map((status, i) => ({
            ...BOLETO,
            boletoId: `${BOLETO.boletoId}${i}`,
            installment: i + 1,
            installments: 4,
            status,
            paidOn: status === 'paid' ? '2026-11-20' : null,
            // The last one's line is mistyped: its check digits do not verify.
            ...(status === 'cancelled'
              ? { digitableLine: `${BOLETO.digitableLine.slice(0, 46)}1` }
              : {}),
          })),
        },
      }),
    );
    // Another account than the first tests': the page's cache keys its reads by account.
    writeSession('soldToId', BR_SUMMARY.accountId);
    const el = mount({ country: 'br', lang: 'pt' });
    const button = await waitFor(
      () => {
        const found = el.shadowRoot?.querySelector<HTMLButtonElement>(
          'button[aria-label="Boleto de NF-000451"]',
        );
        if (!found) throw new Error('no boleto button yet');
        return found;
        // The widget's code and its Portuguese strings load on demand: allow a slow machine.
      },
      { timeout: 10_000 },
    );
    button.click();
    await waitFor(() => expect(el.shadowRoot?.querySelectorAll('[data-boleto]')).toHaveLength(4), {
      timeout: 5_000,
    });
    const badges = [...(el.shadowRoot?.querySelectorAll('[part~="badge"]') ?? [])];
    expect(badges.map((b) => b.textContent)).toEqual(['Em aberto', 'Pago', 'Vencido', 'Cancelado']);
    expect(el.shadowRoot?.textContent).toContain('Parcela 2 de 4');
    expect(el.shadowRoot?.textContent).toContain('Pago em 20-Nov-2026');
    const slips = [...(el.shadowRoot?.querySelectorAll('[data-boleto]') ?? [])];
    expect(slips.map((slip) => slip.querySelector('[role="alert"]') !== null)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
