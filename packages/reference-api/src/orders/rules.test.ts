import { describe, expect, it } from 'vitest';
import { documentRefusal, isInternalUser, isModifiable, orderDocuments } from './rules';
import type { OrderStatus } from '@anp/contract';

const none = { invoice: false, packlist: false, coa: false, invoiceProForma: false };
const shipped = { invoice: false, packlist: true, coa: true, invoiceProForma: false };
const proForma = { invoice: true, packlist: false, coa: false, invoiceProForma: true };

describe('given the documents of an order (ordering.md §2 screen 6, §4)', () => {
  it.each([
    // status, invoiced number, market, internal user, documents
    ['Placed', null, 'us', false, proForma],
    ['Scheduled', null, 'canada', false, proForma],
    ['Shipped', null, 'us', false, { ...shipped, invoice: true, invoiceProForma: true }],
    [
      'Invoiced',
      '9100',
      'us',
      false,
      { invoice: true, packlist: true, coa: true, invoiceProForma: false },
    ],
    ['Cancelled', null, 'us', false, none],
    ['Cancelled', '9100', 'us', false, { ...none, invoice: true }],
    ['Placed', null, 'mx', false, none],
    ['Shipped', null, 'mx', false, shipped],
    [
      'Invoiced',
      '9100',
      'mx',
      false,
      { invoice: true, packlist: true, coa: true, invoiceProForma: false },
    ],
    ['Cancelled', '9100', 'mx', false, { ...none, invoice: true }],
    ['Placed', null, 'us', true, none],
    ['Shipped', null, 'br', true, shipped],
    [
      'Invoiced',
      '9100',
      'us',
      true,
      { invoice: true, packlist: true, coa: true, invoiceProForma: false },
    ],
  ] as const)(
    '%s (invoice %s) in %s, internal %s: %j',
    (status, invoicedNo, market, internal, expected) => {
      expect(orderDocuments({ status, invoicedNo, market, internal })).toEqual(expected);
    },
  );

  it.each([
    ['invoice', 'Invoiced', '9100', 'mx', null],
    [
      'invoice',
      'Shipped',
      null,
      'mx',
      'The invoice of this order is available once it is invoiced',
    ],
    ['invoice', 'Cancelled', null, 'us', 'This order was cancelled before it was invoiced'],
    ['packlist', 'Placed', null, 'us', 'The packing list is available once the order has shipped'],
    [
      'coa',
      'Scheduled',
      null,
      'us',
      'The certificate of analysis is available once the order has shipped',
    ],
    ['coa', 'Shipped', null, 'us', null],
  ] as const)(
    'explains a refused %s of a %s order (%s, %s): %s',
    (type, status, invoicedNo, market, message) => {
      expect(documentRefusal(type, { status, invoicedNo, market, internal: false })).toBe(message);
    },
  );
});

describe('given the groups of a user', () => {
  it.each([
    [['DXP_Internal_Users'], true],
    [[' dxp_internal_users '], true],
    [['DXP_Internal_Users', 'DXP_CAN_AccGrp_User_Management'], false],
    [['DXP_CAN_AccGrp_Purchase_Products'], false],
    [[], false],
  ])('%j is internal: %s', (groups, internal) => {
    expect(isInternalUser(groups)).toBe(internal);
  });
});

describe('given the modification cut-off of an order (ordering.md §4)', () => {
  const now = new Date('2026-11-20T16:00:00Z');
  it.each([
    ['Placed', '2026-11-20T16:00:01Z', true],
    ['Placed', '2026-11-20T16:00:00Z', false],
    ['Placed', null, false],
    ['Scheduled', '2026-12-01T00:00:00Z', false],
  ] as const)('a %s order with cut-off %s is modifiable: %s', (status, until, expected) => {
    expect(isModifiable({ status: status as OrderStatus, modifiable_until: until }, now)).toBe(
      expected,
    );
  });
});
