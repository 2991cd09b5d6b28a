import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@anp/contract';
import {
  documentOffers,
  isInvoiced,
  showsCancelledInvoiceBadge,
  statusTone,
  type DocumentOffer,
  type DocumentOrder,
  type DocumentViewer,
} from './documents';

const ALL = { invoice: true, packlist: true, coa: true };
const order = (
  status: OrderStatus,
  invoicedNo: string | null = null,
  documents = ALL,
): DocumentOrder => ({ status, invoicedNo, documents });

const customer = (country: string): DocumentViewer => ({ country, internal: false, admin: false });
const internal = (country: string): DocumentViewer => ({ country, internal: true, admin: false });
const admin = (country: string): DocumentViewer => ({ country, internal: true, admin: true });

/** The offers as short words: `invoice`, `proForma`, `cancelledInvoice`, or `-REASON`. */
const summary = (offers: DocumentOffer[]) =>
  offers.map((o) => (o.offered ? (o.variant ?? o.kind) : `-${o.reason}`));

describe('given an order and a viewer, the documents offered (ordering.md §1, §2 screen 6, §4)', () => {
  it.each<[string, DocumentOrder, DocumentViewer, string[]]>([
    // Mexico: the invoice only once invoiced.
    [
      'Mexico, Placed',
      order('Placed'),
      customer('mx'),
      ['-NOT_INVOICED', '-NOT_SHIPPED', '-NOT_SHIPPED'],
    ],
    [
      'Mexico, Scheduled',
      order('Scheduled'),
      customer('mx'),
      ['-NOT_INVOICED', '-NOT_SHIPPED', '-NOT_SHIPPED'],
    ],
    ['Mexico, Shipped', order('Shipped'), customer('mx'), ['-NOT_INVOICED', 'packlist', 'coa']],
    [
      'Mexico, Invoiced',
      order('Invoiced', '9100450001'),
      customer('mx'),
      ['invoice', 'packlist', 'coa'],
    ],
    [
      'Mexico in capitals, Invoiced',
      order('Invoiced', '9100450001'),
      customer(' MX '),
      ['invoice', 'packlist', 'coa'],
    ],
    [
      'Mexico, a cancelled invoice',
      order('Cancelled', '9100450002'),
      customer('mx'),
      ['cancelledInvoice', '-CANCELLED', '-CANCELLED'],
    ],
    [
      'Mexico, cancelled before invoicing',
      order('Cancelled'),
      customer('mx'),
      ['-CANCELLED', '-CANCELLED', '-CANCELLED'],
    ],
    // Elsewhere a customer gets a pro-forma invoice before invoicing.
    [
      'US customer, Placed',
      order('Placed'),
      customer('us'),
      ['proForma', '-NOT_SHIPPED', '-NOT_SHIPPED'],
    ],
    ['US customer, Shipped', order('Shipped'), customer('us'), ['proForma', 'packlist', 'coa']],
    [
      'US customer, Invoiced',
      order('Invoiced', '9100450003'),
      customer('us'),
      ['invoice', 'packlist', 'coa'],
    ],
    [
      'Korean customer, Scheduled',
      order('Scheduled'),
      customer('kr'),
      ['proForma', '-NOT_SHIPPED', '-NOT_SHIPPED'],
    ],
    // Internal staff (not admins): no invoice until invoiced, in every market.
    [
      'US internal user, Placed',
      order('Placed'),
      internal('us'),
      ['-NOT_INVOICED', '-NOT_SHIPPED', '-NOT_SHIPPED'],
    ],
    [
      'US internal user, Shipped',
      order('Shipped'),
      internal('us'),
      ['-NOT_INVOICED', 'packlist', 'coa'],
    ],
    [
      'US internal user, Invoiced',
      order('Invoiced', '9100450004'),
      internal('us'),
      ['invoice', 'packlist', 'coa'],
    ],
    // Admins see what customers see.
    [
      'US admin, Placed',
      order('Placed'),
      admin('us'),
      ['proForma', '-NOT_SHIPPED', '-NOT_SHIPPED'],
    ],
    [
      'Mexican admin, Placed',
      order('Placed'),
      admin('mx'),
      ['-NOT_INVOICED', '-NOT_SHIPPED', '-NOT_SHIPPED'],
    ],
    // The server's documents are the other half: nothing it lacks is offered.
    [
      'US customer, Invoiced, the server has no invoice file',
      order('Invoiced', '9100450005', { invoice: false, packlist: true, coa: false }),
      customer('us'),
      ['-UNAVAILABLE', 'packlist', '-UNAVAILABLE'],
    ],
    [
      'US customer, Placed, the server offers no pro-forma',
      order('Placed', null, { invoice: false, packlist: false, coa: false }),
      customer('us'),
      ['-NOT_INVOICED', '-NOT_SHIPPED', '-NOT_SHIPPED'],
    ],
    // A server that offers more than the rules allow is not followed.
    [
      'Mexico, Placed, the server says yes',
      order('Placed'),
      customer('mx'),
      ['-NOT_INVOICED', '-NOT_SHIPPED', '-NOT_SHIPPED'],
    ],
  ])('%s: %j', (_name, given, viewer, expected) => {
    expect(summary(documentOffers(given, viewer))).toEqual(expected);
  });

  it('lists invoice, packing list and certificate of analysis in that order', () => {
    expect(documentOffers(order('Invoiced', '1'), customer('us')).map((o) => o.kind)).toEqual([
      'invoice',
      'packlist',
      'coa',
    ]);
  });
});

describe('given an order, whether it was invoiced', () => {
  it.each<[OrderStatus, string | null, boolean]>([
    ['Invoiced', '9100450001', true],
    ['Invoiced', null, true],
    ['Cancelled', '9100450002', true],
    ['Cancelled', null, false],
    ['Shipped', null, false],
    ['Placed', null, false],
  ])('%s with invoice %s: %s', (status, invoicedNo, expected) => {
    expect(isInvoiced({ status, invoicedNo })).toBe(expected);
  });
});

describe('given an order, the Cancelled badge of a cancelled invoice (ordering.md §1 Mexico)', () => {
  it.each([
    [true, 'mx', true],
    [true, 'MX', true],
    [true, 'us', false],
    [false, 'mx', false],
  ])('cancelled invoice %s in %s: %s', (cancelledInvoice, country, expected) => {
    expect(showsCancelledInvoiceBadge({ cancelledInvoice }, country)).toBe(expected);
  });
});

describe('given an order status, its badge tone', () => {
  it.each([
    ['Placed', 'info'],
    ['Scheduled', 'neutral'],
    ['Shipped', 'primary'],
    ['Invoiced', 'success'],
    ['Cancelled', 'danger'],
    ['Something new', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
