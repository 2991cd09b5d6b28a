import { describe, expect, it } from 'vitest';
import { detailPage, modifyPage, rowActionsOf, statusTone, wordKey } from './rows';

const none = { invoice: false, packlist: false, coa: false };

describe('given a status', () => {
  it.each([
    ['Placed', 'info'],
    ['Open', 'warning'],
    ['Scheduled', 'primary'],
    ['Shipped', 'primary'],
    ['Invoiced', 'success'],
    ['Cancelled', 'danger'],
    ['Lost', 'neutral'],
  ])('%s has the %s tone', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('given a server value as an i18n key', () => {
  it.each([
    ['sales order', 'salesOrder'],
    ['credit memo request', 'creditMemoRequest'],
    ['Invoiced', 'invoiced'],
    [' debit memo ', 'debitMemo'],
  ])('%j is %s', (value, key) => {
    expect(wordKey(value)).toBe(key);
  });
});

describe('given the context menu of a row', () => {
  const order = {
    kind: 'order' as const,
    orderNumber: '4000120001',
    type: 'sales order',
    documents: none,
    modifiable: false,
    originalOrderNumber: null,
  };

  it.each([
    ['a placed sales order', order, ['view', 'order-again']],
    ['a modifiable order', { ...order, modifiable: true }, ['view', 'modify', 'order-again']],
    [
      'an invoiced order',
      { ...order, documents: { invoice: true, packlist: true, coa: true } },
      ['view', 'download-invoice', 'download-packlist', 'download-coa', 'order-again'],
    ],
    ['a return', { ...order, type: 'domestic return order' }, ['view']],
    [
      'a memo of an order',
      { ...order, kind: 'memo' as const, type: 'credit memo', originalOrderNumber: '4000120001' },
      ['view-original', 'download-memo'],
    ],
    [
      'a memo without its order',
      { ...order, kind: 'memo' as const, type: 'debit memo', modifiable: true },
      ['download-memo'],
    ],
  ])('%s offers %j', (_, row, expected) => {
    expect(rowActionsOf(row)).toEqual(expected);
  });

  it('links to the order pages of the portal', () => {
    expect(detailPage('4000/1')).toBe('orders/4000%2F1');
    expect(modifyPage({ orderNumber: '4000120001' })).toBe('orders/4000120001/modify');
  });
});
