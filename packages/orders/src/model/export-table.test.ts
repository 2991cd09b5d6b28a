import { describe, expect, it } from 'vitest';
import { formatAmount as formatTileAmount } from '@anp/memo-tile';
import { formatAmount, formatRowAmount, formatRowWeight } from './amounts';
import type { OrderListRow } from '@anp/core/services/orders';
import {
  exportFileName,
  exportPdfSpec,
  exportSheet,
  pdfColumnWidths,
  type ExportWords,
} from './export-table';

const row = (over: Partial<OrderListRow> = {}): OrderListRow => ({
  kind: 'order',
  orderNumber: '4000120001',
  type: 'sales order',
  status: 'Shipped',
  orderDate: '2026-03-05',
  requestedDate: '2026-03-09',
  po: 'PO-881',
  shipMethod: 'delivery',
  invoicedNo: null,
  currency: 'USD',
  netAmount: 1000,
  vat: 0,
  grossAmount: 1234.5,
  totalWeight: 4400,
  weightUnit: 'lb',
  lineCount: 3,
  accountId: 'a1',
  soldToCode: '0010100012',
  accountName: 'Prairie Feed & Supply',
  modifiable: false,
  modifiableUntil: null,
  cancelledInvoice: false,
  originalOrderNumber: null,
  documents: { invoice: false, packlist: true, coa: true },
  ...over,
});

const words: ExportWords = {
  title: 'Orders',
  columns: {
    orderNumber: 'Order',
    type: 'Type',
    status: 'Status',
    orderDate: 'Order date',
    requestedDate: 'Requested',
    po: 'PO',
    shipMethod: 'Ship method',
    amount: 'Amount',
    currency: 'Currency',
    weight: 'Weight',
    weightUnit: 'Unit',
  },
  type: (r) => (r.type === 'sales order' ? 'Sales order' : r.type),
  status: (r) => r.status,
  shipMethod: (r) => (r.shipMethod === 'delivery' ? 'Delivery' : ''),
  account: 'Prairie Feed & Supply · sold-to 0010100012',
  exported: 'Exported 14-May-2026',
  filters: ['Status: Shipped'],
  leftOut: null,
  footer: 'AN Portal',
};

const created = new Date('2026-05-14T10:00:00Z');

/** A stand-in for the fonts' metrics: every character half the size wide, bold a tenth wider. */
const measure = (text: string, size: number, bold: boolean) =>
  [...text].length * size * (bold ? 0.55 : 0.5);

describe('given amounts and weights of the list', () => {
  it.each([
    [1234.5, 'us', '$1,234.50'],
    [1234.5, 'br', 'R$ 1.234,50'],
    [0, 'us', '$0.00'],
    [-85.1, 'mx', '\u2212$85.10'],
    [330478.5, 'kr', '₩330,479'],
    [Number.NaN, 'us', ''],
  ])('%s in %s reads %s', (value, country, text) => {
    expect(formatAmount(value, country)).toBe(text);
  });

  // QA (issue 14): one credit memo read "$248.90" in the list and "-$248.90" on its tile, and a
  // Korean one "₩330,478.50" in the list and "₩330,479" on the tile.
  it.each([
    ['credit memo', 248.9, -248.9, 'us'],
    ['debit memo', 248.9, 248.9, 'us'],
    ['credit memo', 330478.5, -330478.5, 'kr'],
  ] as const)('a %s of %d in %s reads as its tile does', (type, gross, memoValue, country) => {
    const row = { kind: 'memo', type, grossAmount: gross } as const;
    expect(formatRowAmount(row, country)).toBe(formatTileAmount(memoValue, country));
  });

  it.each([
    [{ totalWeight: 4400, weightUnit: 'lb' }, 'us', '4,400.00 lb'],
    [{ totalWeight: 1500.5, weightUnit: 'kg' }, 'br', '1.500,50 kg'],
    [{ totalWeight: null, weightUnit: null }, 'us', ''],
  ])('weight %j in %s reads %s', (value, country, text) => {
    expect(formatRowWeight(value, country)).toBe(text);
  });

  it.each([
    ['pdf', 'orders-2026-05-14.pdf'],
    ['xlsx', 'orders-2026-05-14.xlsx'],
  ] as const)('names the %s file by the day', (format, name) => {
    expect(exportFileName(format, '2026-05-14')).toBe(name);
  });
});

describe('given rows to export as a sheet', () => {
  const sheet = exportSheet(
    [
      row(),
      row({
        orderNumber: 'M-1',
        kind: 'memo',
        requestedDate: null,
        po: null,
        grossAmount: -20,
        totalWeight: null,
        weightUnit: null,
        shipMethod: null,
      }),
    ],
    words,
    'us',
    created,
  );

  it('has a typed column per field, with the words of the user', () => {
    expect(sheet.columns.map((c) => `${c.header}:${c.format}`)).toEqual([
      'Order:text',
      'Type:text',
      'Status:text',
      'Order date:date',
      'Requested:date',
      'PO:text',
      'Ship method:text',
      'Amount:money',
      'Currency:text',
      'Weight:decimal',
      'Unit:text',
    ]);
    expect(sheet.currencySymbol).toBe('$');
  });

  it('keeps numbers and dates typed, and empty fields empty', () => {
    expect(sheet.rows).toEqual([
      [
        '4000120001',
        'Sales order',
        'Shipped',
        { date: '2026-03-05' },
        { date: '2026-03-09' },
        'PO-881',
        'Delivery',
        1234.5,
        'USD',
        4400,
        'lb',
      ],
      [
        'M-1',
        'Sales order',
        'Shipped',
        { date: '2026-03-05' },
        null,
        null,
        null,
        -20,
        'USD',
        null,
        null,
      ],
    ]);
  });

  it('writes the quintal as the screen does, qq (issue 14: one symbol everywhere)', () => {
    const gt = exportSheet([row({ weightUnit: 'quintal', totalWeight: 40 })], words, 'gt', created);
    expect(gt.rows[0]?.slice(-2)).toEqual([40, 'qq']);
  });
});

describe('given rows to export as a PDF', () => {
  it('has the title, account, date, filters and the rows in the market’s formats', () => {
    const spec = exportPdfSpec(
      [row()],
      { ...words, leftOut: '1 left out' },
      'us',
      'en',
      created,
      measure,
    );
    expect(spec.title).toBe('Orders');
    expect(spec.subtitle).toBe('Prairie Feed & Supply · sold-to 0010100012');
    expect(spec.lines).toEqual(['Exported 14-May-2026', 'Status: Shipped', '1 left out']);
    expect(spec.pageSize).toBe('letter');
    expect(spec.sections?.[0]?.columns).toEqual([
      'Order',
      'Type',
      'Status',
      'Order date',
      'Requested',
      'PO',
      'Amount',
      'Weight',
    ]);
    expect(spec.sections?.[0]?.rows).toEqual([
      [
        '4000120001',
        'Sales order',
        'Shipped',
        '05-Mar-2026',
        '09-Mar-2026',
        'PO-881',
        '$1,234.50',
        '4,400.00 lb',
      ],
    ]);
  });

  it('writes Spanish dates on A4 in Mexico', () => {
    const spec = exportPdfSpec([row()], words, 'mx', 'es', created, measure);
    expect(spec.pageSize).toBe('a4');
    expect(spec.sections?.[0]?.rows?.[0]?.[3]).toBe('05-Mar-2026');
    expect(spec.sections?.[0]?.rows?.[0]?.[4]).toBe('09-Mar-2026');
  });
});

describe('given the widths of the PDF table', () => {
  const ids = ['orderNumber', 'status', 'amount'] as const;
  const header = ['Order', 'Status', 'Amount'];
  const fits = (text: string) => measure(text, 9, false) + 10;

  it.each([
    ['a narrow table spreads to the page', [['4000120001', 'Shipped', '$1.00']], 500],
    [
      'a wide table cuts only the text columns',
      [['4000120001', 'Cancelled (invoice cancelled) '.repeat(6), '$1,234,567.89']],
      300,
    ],
  ])('%s', (_, rows, available) => {
    const widths = pdfColumnWidths(ids, header, rows, available, measure);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(available, 5);
    expect(widths[0]).toBeGreaterThanOrEqual(fits('4000120001'));
    expect(widths[2]).toBeGreaterThanOrEqual(fits(rows[0]![2]!));
  });
});
