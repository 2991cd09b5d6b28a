import { describe, expect, it } from 'vitest';
import {
  amountDigits,
  formatAmount,
  memoFacts,
  memoLayout,
  showsCancelledBadge,
  type MemoLayout,
} from './memo';
import { KR_DEBIT, MX_CANCELLED, NEW_FLOW_CREDIT, US_CREDIT, makeMemo } from '../fixtures';

describe('given a memo, its detail layout (ordering.md §2 screen 7)', () => {
  it.each<[string, string, boolean, MemoLayout]>([
    ['Mexico', 'mx', false, 'fiscal'],
    ['Mexico in capitals with spaces', ' MX ', false, 'fiscal'],
    ['Mexico on the new flow', 'mx', true, 'fiscal'],
    ['the new flow in Brazil', 'br', true, 'fiscal'],
    ['the new flow in the US', 'us', true, 'fiscal'],
    ['the new flow in Korea (the flow wins)', 'kr', true, 'fiscal'],
    ['Korea', 'kr', false, 'korea'],
    ['Korea in capitals', 'KR', false, 'korea'],
    ['the US', 'us', false, 'standard'],
    ['Brazil', 'br', false, 'standard'],
    ['Guatemala', 'gt', false, 'standard'],
    ['an unknown market', 'xx', false, 'standard'],
  ])('%s gives the %4$s layout', (_name, country, newFlow, layout) => {
    expect(memoLayout({ country, newFlow })).toBe(layout);
  });
});

describe('given a memo, the Cancelled badge', () => {
  it.each<[string, string, boolean, 'Open' | 'Cancelled' | 'Invoiced', boolean]>([
    ['a cancelled Mexican memo', 'mx', false, 'Cancelled', true],
    ['a cancelled new-flow memo', 'br', true, 'Cancelled', true],
    ['an open Mexican memo', 'mx', false, 'Open', false],
    ['an invoiced Mexican memo', 'mx', false, 'Invoiced', false],
    ['a cancelled US memo (status text only)', 'us', false, 'Cancelled', false],
    ['a cancelled Korean memo (status text only)', 'kr', false, 'Cancelled', false],
  ])('%s: %5$s', (_name, country, newFlow, status, shown) => {
    expect(showsCancelledBadge({ country, newFlow, status })).toBe(shown);
  });
});

describe('given an amount and a market', () => {
  it.each<[number | null, string, string]>([
    [-312.4, 'us', '\u2212$312.40'],
    [128.75, 'us', '$128.75'],
    [0, 'us', '$0.00'],
    [-0.001, 'us', '$0.00'],
    [-14848, 'mx', '\u2212$14,848.00'],
    [356400, 'kr', '₩356,400'],
    [-356400.6, 'kr', '\u2212₩356,401'],
    [-2204.5, 'br', '\u2212R$ 2.204,50'],
    [1234.5, 'co', '$1.234,50'],
    [99.995, 'gt', 'Q100.00'],
    [Number.NaN, 'us', ''],
    [null, 'us', ''],
  ])('%s in %s reads %s', (value, country, expected) => {
    expect(formatAmount(value, country)).toBe(expected);
  });

  it.each([
    ['kr', 0],
    [' KR', 0],
    ['us', 2],
    ['mx', 2],
  ])('%s amounts have %i decimals', (country, digits) => {
    expect(amountDigits(country)).toBe(digits);
  });
});

describe('given a memo, the facts of its layout', () => {
  const keys = (memo: Parameters<typeof memoFacts>[0]) => memoFacts(memo).map((f) => f.key);

  it.each([
    [
      'Mexico: the fiscal fields',
      MX_CANCELLED,
      ['invoiceNumber', 'originalInvoice', 'originalInvoiceDate', 'vat', 'grossAmount'],
    ],
    [
      'the new flow: the same fiscal fields',
      NEW_FLOW_CREDIT,
      ['invoiceNumber', 'originalInvoice', 'originalInvoiceDate', 'vat', 'grossAmount'],
    ],
    [
      'Korea: sold-to, order, order value and memo value',
      KR_DEBIT,
      ['soldTo', 'orderNumber', 'orderValue', 'memoValue'],
    ],
    [
      'default: order, original invoice, PO, net, VAT and gross',
      US_CREDIT,
      ['orderNumber', 'originalInvoice', 'customerPO', 'netAmount', 'vat', 'grossAmount'],
    ],
  ])('%s', (_name, memo, expected) => {
    expect(keys(memo)).toEqual(expected);
  });

  it('leaves out what the memo does not have (no PO, no invoice yet)', () => {
    const memo = makeMemo({
      memoNumber: '1',
      customerPO: null,
      originalInvoice: null,
      originalInvoiceNumber: null,
    });
    expect(keys(memo)).toEqual(['orderNumber', 'netAmount', 'vat', 'grossAmount']);
    expect(keys({ ...MX_CANCELLED, invoicedNo: null, originalInvoiceDate: null })).toEqual([
      'originalInvoice',
      'vat',
      'grossAmount',
    ]);
  });

  it('labels a Korean sold-to with its code and name, and keeps the amounts as numbers', () => {
    expect(memoFacts(KR_DEBIT)).toEqual([
      { key: 'soldTo', value: { kind: 'text', text: '0050300007 · 한빛 축산' } },
      { key: 'orderNumber', value: { kind: 'text', text: '4000139876' } },
      { key: 'orderValue', value: { kind: 'amount', amount: 12_480_000 } },
      { key: 'memoValue', value: { kind: 'amount', amount: 356_400 } },
    ]);
    expect(memoFacts({ ...KR_DEBIT, soldToName: ' ' })[0]?.value).toEqual({
      kind: 'text',
      text: '0050300007',
    });
  });

  it('falls back to the original invoice id when its number is missing', () => {
    const memo = makeMemo({
      memoNumber: '2',
      originalInvoiceNumber: null,
      originalInvoice: 'INV-7',
    });
    expect(memoFacts(memo).find((f) => f.key === 'originalInvoice')?.value).toEqual({
      kind: 'text',
      text: 'INV-7',
    });
  });
});
