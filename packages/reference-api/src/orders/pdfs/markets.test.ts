import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-text';
import type { OrderLineRow, OrderRow } from '../queries';
import { coaPdf, packlistPdf } from './delivery';
import { invoicePdf } from './invoice';

// One account per market, named in its own script (issue 14: Korean names printed as "????").
const MARKETS = [
  ['us', 'USD', 'en', 'Tri-County Farmers Cooperative Co.'],
  ['canada', 'CAD', 'en', 'Prairie Québec Feeds Ltée'],
  ['mx', 'MXN', 'es', 'Agropecuaria El Ñandú'],
  ['br', 'BRL', 'pt', 'Cooperativa São João Ltda.'],
  ['kr', 'KRW', 'ko', '(주)한국축산사료'],
  ['gt', 'GTQ', 'es', 'Granja Avícola Santa Lucía'],
  ['pe', 'PEN', 'es', 'Agroindustrias Señor de Muruhuay'],
  ['cr', 'CRC', 'es', 'Lechería Montaña Azul S.A.'],
  ['hn', 'HNL', 'es', 'Porcícola El Zamorano'],
  ['ni', 'NIO', 'es', 'Hacienda Ganadera León'],
  ['co', 'COP', 'es', 'Avícola Antioquia S.A.S.'],
] as const;

function orderOf(region: string, currency: string, fullname: string): OrderRow {
  return {
    order_number: '4000000001',
    type: 'Standard',
    source: 'portal',
    status: 'Shipped',
    invoiced_no: '9100000001',
    invoice_date: '2026-09-05',
    order_date: '2026-09-01',
    requested_date: '2026-09-04',
    requested_time: null,
    ship_method: 'delivery',
    po: 'PO-77',
    mode: 'bag',
    note: null,
    payment_terms: 'NET30',
    truck_size: null,
    currency,
    net_amount: 1234.5,
    vat: 0,
    gross_amount: 1234.5,
    total_weight: 1000,
    weight_unit: 'kg',
    modifiable_until: null,
    plant_id: 'plant-x',
    account_id: 'a-1',
    fullname,
    sold_to_code: '0010100012',
    address: '1 Main Street',
    region,
    source_system: 'demo',
    plant_name: 'Plant',
    plant_code: 'P1',
    ship_to_name: null,
    ship_to_address: null,
    ship_to_code: null,
    user_groups: [],
  };
}

const line: OrderLineRow = {
  line_no: 1,
  sku: '100001',
  title: '한우 비육 사료 Premium',
  form_code: 'P',
  package_type: 'bag',
  quantity: 10,
  pallets: 0,
  unit_price: 123.45,
  net_weight: 400,
  lot_number: 'L260904A101',
  net_weight_per_unit: 40,
  unit_of_measure: 'kg',
  per_pallet_count: 50,
  is_pallet: false,
  is_pallet_and_non_pallet_allowed: true,
  min_quantity: 1,
  increment: 1,
  container_code: null,
};

describe('given the documents of an order in each of the 11 markets, read with pdf.js', () => {
  it.each(MARKETS)(
    '%s: the invoice, packing list and certificate hold the account name as written',
    async (region, currency, lang, name) => {
      const order = orderOf(region, currency, name);
      for (const file of [
        invoicePdf(order, [line], 'invoice', lang),
        packlistPdf(order, [line], lang),
        coaPdf(order, [line], lang),
      ]) {
        const pdf = await readPdf(file);
        expect(pdf.marked).toBe(true);
        expect(pdf.lang).toBe(lang);
        expect(pdf.items.join('\n')).toContain(name);
        expect(pdf.items.join('\n')).toContain('한우 비육 사료 Premium');
        expect(pdf.tags).toEqual(expect.arrayContaining(['H1', 'TH', 'TD', 'Artifact']));
      }
      const invoice = await readPdf(invoicePdf(order, [line], 'invoice', lang));
      expect(invoice.title).toMatch(/9100000001/);
      expect(invoice.items).toContain('4000000001');
    },
  );
});

describe('given a Korean order, read with pdf.js', () => {
  const order = orderOf('kr', 'KRW', '(주)한국축산사료');

  it('labels the invoice, packing list and certificate in Korean, with no English label', async () => {
    const invoice = (await readPdf(invoicePdf(order, [line], 'invoice', 'ko'))).items.join('\n');
    const packlist = (await readPdf(packlistPdf(order, [line], 'ko'))).items.join('\n');
    const coa = (await readPdf(coaPdf(order, [line], 'ko'))).items.join('\n');
    expect(invoice).toContain('송장 9100000001');
    expect(invoice).toContain('판매처');
    expect(invoice).toContain('합계');
    expect(packlist).toContain('주문 4000000001의 포장 명세서');
    expect(coa).toContain('주문 4000000001의 성적서');
    for (const text of [invoice, packlist, coa])
      expect(text).not.toMatch(/\b(Invoice|Order|Sold to|Ship to|Total|Quantity|Product|Lot)\b/);
  });

  it('prints amounts in whole won, as the screens do (ordering.md §1 Korea)', async () => {
    const invoice = (await readPdf(invoicePdf(order, [line], 'invoice', 'ko'))).items;
    // Unit price 123.45 and net 1,234.50 in the row: whole won on the document.
    expect(invoice).toEqual(expect.arrayContaining(['123', '1,235']));
    expect(invoice.join('\n')).not.toMatch(/\d\.\d\d\b/);
  });
});
