/**
 * The documents of an order (ordering.md §2 screen 6: invoice, packing list, certificate of
 * analysis) and of a memo (screen 7), generated from the order's data with @anp/pdf in the
 * request's language. Deterministic: the same order and language give the same bytes.
 */
import { formatDisplayDate, formatNumber, padPallet } from '@anp/rules';
import { palletTare } from '@anp/rules/cart';
import { createPdf as createPdfBytes, type PdfSection, type PdfSpec } from '@anp/pdf';
import { hashString } from '../hash';
import { MARKETS, type MarketCode } from '../markets';
import type { MemoDetail } from '@anp/contract';
import type { OrderLineRow, OrderRow } from './orders';
import { dueDate } from './finance-rules';
import { countLabel, type Lang } from './ordering-data';

/** The PDF as a Node Buffer, as the API sends files. */
function createPdf(spec: PdfSpec): Buffer {
  const bytes = createPdfBytes(spec);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

interface Texts {
  invoiceTitle: (number: string) => string;
  proFormaTitle: (order: string) => string;
  proFormaMark: string;
  proFormaNote: string;
  cancelledMark: string;
  cancelledInvoiceNote: string;
  packlistTitle: (order: string) => string;
  coaTitle: (order: string) => string;
  memoTitle: (type: 'credit' | 'debit', number: string) => string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  orderNumber: string;
  orderDate: string;
  po: string;
  paymentTerms: string;
  currency: string;
  soldTo: string;
  shipTo: string;
  shipFrom: string;
  pickupAt: (plant: string) => string;
  shipDate: string;
  shipMethod: string;
  delivery: string;
  pickup: string;
  truck: string;
  line: string;
  sku: string;
  product: string;
  package: string;
  quantity: string;
  unitPrice: (currency: string) => string;
  amount: (currency: string) => string;
  pallets: string;
  netWeight: (unit: string) => string;
  lot: string;
  net: string;
  vat: (rate: string) => string;
  total: string;
  grossWeight: string;
  weightNote: (unit: string, tare: string) => string;
  products: string;
  parameter: string;
  specification: string;
  result: string;
  withinSpec: string;
  yes: string;
  minimum: (value: string) => string;
  maximum: (value: string) => string;
  protein: string;
  fat: string;
  fibre: string;
  moisture: string;
  ash: string;
  lotLine: (lot: string, produced: string, plant: string) => string;
  coaConclusion: string;
  coaNote: string;
  memoNumber: string;
  memoDate: string;
  documentNumber: string;
  notIssued: string;
  status: string;
  statuses: Readonly<Record<string, string>>;
  originalInvoice: string;
  description: string;
  creditLine: (invoice: string) => string;
  debitLine: (invoice: string) => string;
  openMemoNote: string;
  cancelledMemoNote: string;
  payment: Readonly<Record<string, string>>;
  demo: string;
}

const TEXTS: Readonly<Record<Lang, Texts>> = {
  en: {
    invoiceTitle: (n) => `Invoice ${n}`,
    proFormaTitle: (o) => `Pro forma invoice for order ${o}`,
    proFormaMark: 'PRO FORMA',
    proFormaNote:
      'PRO FORMA: this is not a tax invoice and cannot be used for payment or tax purposes. The invoice is issued when the order is invoiced; quantities and amounts may still change.',
    cancelledMark: 'CANCELLED',
    cancelledInvoiceNote: 'This invoice was cancelled and is no longer payable.',
    packlistTitle: (o) => `Packing list for order ${o}`,
    coaTitle: (o) => `Certificate of analysis for order ${o}`,
    memoTitle: (t, n) => `${t === 'credit' ? 'Credit memo' : 'Debit memo'} ${n}`,
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    po: 'Purchase order',
    paymentTerms: 'Payment terms',
    currency: 'Currency',
    soldTo: 'Sold to',
    shipTo: 'Ship to',
    shipFrom: 'Ship from',
    pickupAt: (p) => `Pickup at ${p}`,
    shipDate: 'Ship date',
    shipMethod: 'Ship method',
    delivery: 'Delivery',
    pickup: 'Pickup',
    truck: 'Truck',
    line: 'Line',
    sku: 'SKU',
    product: 'Product',
    package: 'Package',
    quantity: 'Quantity',
    unitPrice: (c) => `Unit price (${c})`,
    amount: (c) => `Amount (${c})`,
    pallets: 'Pallets',
    netWeight: (u) => `Net weight (${u})`,
    lot: 'Lot number',
    net: 'Net amount',
    vat: (r) => `VAT (${r})`,
    total: 'Total',
    grossWeight: 'Gross weight',
    weightNote: (u, t) => `Weights in ${u}. Gross weight adds ${t} ${u} per pallet.`,
    products: 'Products',
    parameter: 'Parameter',
    specification: 'Specification',
    result: 'Result',
    withinSpec: 'Within spec',
    yes: 'Yes',
    minimum: (v) => `min. ${v}`,
    maximum: (v) => `max. ${v}`,
    protein: 'Crude protein',
    fat: 'Crude fat',
    fibre: 'Crude fibre',
    moisture: 'Moisture',
    ash: 'Ash',
    lotLine: (l, d, p) => `Lot ${l}, produced ${d} at ${p}`,
    coaConclusion: 'The lot meets its specification.',
    coaNote: 'Analysed by the plant quality laboratory on a composite sample of the lot.',
    memoNumber: 'Memo number',
    memoDate: 'Memo date',
    documentNumber: 'Document number',
    notIssued: 'Not issued yet',
    status: 'Status',
    statuses: { Open: 'Open', Invoiced: 'Issued', Cancelled: 'Cancelled' },
    originalInvoice: 'Original invoice',
    description: 'Description',
    creditLine: (i) => `Credit on invoice ${i}`,
    debitLine: (i) => `Additional charge on invoice ${i}`,
    openMemoNote: 'This memo request has not been issued yet; amounts may still change.',
    cancelledMemoNote: 'This memo was cancelled and no longer applies.',
    payment: { Cash: 'Cash', Credit: 'Credit, net 30 days' },
    demo: 'AN Portal Kit demo data',
  },
  es: {
    invoiceTitle: (n) => `Factura ${n}`,
    proFormaTitle: (o) => `Factura proforma del pedido ${o}`,
    proFormaMark: 'PROFORMA',
    proFormaNote:
      'PROFORMA: este documento no es una factura fiscal y no sirve para pagos ni fines fiscales. La factura se emite al facturar el pedido; las cantidades y los importes aún pueden cambiar.',
    cancelledMark: 'CANCELADA',
    cancelledInvoiceNote: 'Esta factura fue cancelada y ya no se debe pagar.',
    packlistTitle: (o) => `Lista de empaque del pedido ${o}`,
    coaTitle: (o) => `Certificado de análisis del pedido ${o}`,
    memoTitle: (t, n) => `${t === 'credit' ? 'Nota de crédito' : 'Nota de débito'} ${n}`,
    invoiceNumber: 'Número de factura',
    invoiceDate: 'Fecha de factura',
    dueDate: 'Fecha de vencimiento',
    orderNumber: 'Número de pedido',
    orderDate: 'Fecha del pedido',
    po: 'Orden de compra',
    paymentTerms: 'Condiciones de pago',
    currency: 'Moneda',
    soldTo: 'Cliente',
    shipTo: 'Entregar en',
    shipFrom: 'Sale de',
    pickupAt: (p) => `Recolección en ${p}`,
    shipDate: 'Fecha de envío',
    shipMethod: 'Método de envío',
    delivery: 'Entrega',
    pickup: 'Recolección',
    truck: 'Camión',
    line: 'Línea',
    sku: 'SKU',
    product: 'Producto',
    package: 'Presentación',
    quantity: 'Cantidad',
    unitPrice: (c) => `Precio unitario (${c})`,
    amount: (c) => `Importe (${c})`,
    pallets: 'Tarimas',
    netWeight: (u) => `Peso neto (${u})`,
    lot: 'Número de lote',
    net: 'Importe neto',
    vat: (r) => `IVA (${r})`,
    total: 'Total',
    grossWeight: 'Peso bruto',
    weightNote: (u, t) => `Pesos en ${u}. El peso bruto suma ${t} ${u} por tarima.`,
    products: 'Productos',
    parameter: 'Parámetro',
    specification: 'Especificación',
    result: 'Resultado',
    withinSpec: 'Cumple',
    yes: 'Sí',
    minimum: (v) => `mín. ${v}`,
    maximum: (v) => `máx. ${v}`,
    protein: 'Proteína cruda',
    fat: 'Grasa cruda',
    fibre: 'Fibra cruda',
    moisture: 'Humedad',
    ash: 'Cenizas',
    lotLine: (l, d, p) => `Lote ${l}, producido el ${d} en ${p}`,
    coaConclusion: 'El lote cumple con su especificación.',
    coaNote:
      'Analizado por el laboratorio de calidad de la planta sobre una muestra compuesta del lote.',
    memoNumber: 'Número de nota',
    memoDate: 'Fecha de la nota',
    documentNumber: 'Número de documento',
    notIssued: 'Aún no emitida',
    status: 'Estado',
    statuses: { Open: 'Abierta', Invoiced: 'Emitida', Cancelled: 'Cancelada' },
    originalInvoice: 'Factura original',
    description: 'Descripción',
    creditLine: (i) => `Crédito sobre la factura ${i}`,
    debitLine: (i) => `Cargo adicional sobre la factura ${i}`,
    openMemoNote: 'Esta solicitud de nota aún no se ha emitido; los importes pueden cambiar.',
    cancelledMemoNote: 'Esta nota fue cancelada y ya no aplica.',
    payment: { Cash: 'Contado', Credit: 'Crédito a 30 días' },
    demo: 'Datos de demostración de AN Portal Kit',
  },
  pt: {
    invoiceTitle: (n) => `Fatura ${n}`,
    proFormaTitle: (o) => `Fatura pró-forma do pedido ${o}`,
    proFormaMark: 'PRÓ-FORMA',
    proFormaNote:
      'PRÓ-FORMA: este documento não é uma nota fiscal e não serve para pagamento nem para fins fiscais. A fatura é emitida quando o pedido é faturado; quantidades e valores ainda podem mudar.',
    cancelledMark: 'CANCELADA',
    cancelledInvoiceNote: 'Esta fatura foi cancelada e não deve mais ser paga.',
    packlistTitle: (o) => `Romaneio do pedido ${o}`,
    coaTitle: (o) => `Certificado de análise do pedido ${o}`,
    memoTitle: (t, n) => `${t === 'credit' ? 'Nota de crédito' : 'Nota de débito'} ${n}`,
    invoiceNumber: 'Número da fatura',
    invoiceDate: 'Data da fatura',
    dueDate: 'Vencimento',
    orderNumber: 'Número do pedido',
    orderDate: 'Data do pedido',
    po: 'Pedido de compra',
    paymentTerms: 'Condições de pagamento',
    currency: 'Moeda',
    soldTo: 'Cliente',
    shipTo: 'Entregar em',
    shipFrom: 'Sai de',
    pickupAt: (p) => `Retirada em ${p}`,
    shipDate: 'Data de envio',
    shipMethod: 'Forma de envio',
    delivery: 'Entrega',
    pickup: 'Retirada',
    truck: 'Caminhão',
    line: 'Item',
    sku: 'SKU',
    product: 'Produto',
    package: 'Embalagem',
    quantity: 'Quantidade',
    unitPrice: (c) => `Preço unitário (${c})`,
    amount: (c) => `Valor (${c})`,
    pallets: 'Paletes',
    netWeight: (u) => `Peso líquido (${u})`,
    lot: 'Número do lote',
    net: 'Valor líquido',
    vat: (r) => `Impostos (${r})`,
    total: 'Total',
    grossWeight: 'Peso bruto',
    weightNote: (u, t) => `Pesos em ${u}. O peso bruto soma ${t} ${u} por palete.`,
    products: 'Produtos',
    parameter: 'Parâmetro',
    specification: 'Especificação',
    result: 'Resultado',
    withinSpec: 'Conforme',
    yes: 'Sim',
    minimum: (v) => `mín. ${v}`,
    maximum: (v) => `máx. ${v}`,
    protein: 'Proteína bruta',
    fat: 'Extrato etéreo',
    fibre: 'Fibra bruta',
    moisture: 'Umidade',
    ash: 'Matéria mineral',
    lotLine: (l, d, p) => `Lote ${l}, produzido em ${d} em ${p}`,
    coaConclusion: 'O lote atende à sua especificação.',
    coaNote: 'Analisado pelo laboratório de qualidade da fábrica em uma amostra composta do lote.',
    memoNumber: 'Número da nota',
    memoDate: 'Data da nota',
    documentNumber: 'Número do documento',
    notIssued: 'Ainda não emitida',
    status: 'Situação',
    statuses: { Open: 'Aberta', Invoiced: 'Emitida', Cancelled: 'Cancelada' },
    originalInvoice: 'Fatura original',
    description: 'Descrição',
    creditLine: (i) => `Crédito sobre a fatura ${i}`,
    debitLine: (i) => `Cobrança adicional sobre a fatura ${i}`,
    openMemoNote: 'Esta solicitação de nota ainda não foi emitida; os valores ainda podem mudar.',
    cancelledMemoNote: 'Esta nota foi cancelada e não se aplica mais.',
    payment: { Cash: 'À vista', Credit: 'A prazo, 30 dias' },
    demo: 'Dados de demonstração do AN Portal Kit',
  },
};

/** The market of a row, for number formats and VAT (an unknown market formats like the US). */
const marketOf = (region: string): MarketCode | null =>
  Object.hasOwn(MARKETS, region) ? (region as MarketCode) : null;

function formats(region: string, lang: Lang) {
  const market = marketOf(region);
  const country = market ?? 'us';
  return {
    money: (value: number) => formatNumber(value, country, 2),
    number: (value: number, digits = 0) => formatNumber(value, country, digits),
    weight: (value: number) => formatNumber(value, country, 2),
    date: (iso: string | null) => (iso ? formatDisplayDate(iso, lang) || iso : '\u2014'),
    vatRate: () =>
      `${formatNumber((market ? MARKETS[market].vatBasisPoints : 0) / 100, country, 0)}%`,
  };
}

/** Letter paper in the US and Canada, A4 elsewhere. */
const pageSizeOf = (currency: string): PdfSpec['pageSize'] =>
  currency === 'USD' || currency === 'CAD' ? 'letter' : 'a4';

const dateOf = (iso: string) => new Date(`${iso}T12:00:00Z`);

/**
 * The lot of a shipped line: the one recorded, else (lines of returns and other order types
 * carry none) one derived from the ship date, the plant and the line, so the packing list and
 * the certificate always name the same lot.
 */
export function lotOf(
  order: Pick<OrderRow, 'order_number' | 'requested_date' | 'plant_id'>,
  line: Pick<OrderLineRow, 'lot_number' | 'sku'>,
): string {
  if (line.lot_number) return line.lot_number;
  const day = order.requested_date.replaceAll('-', '').slice(2);
  const suffix = 100 + (hashString(`${order.order_number}:${line.sku}`) % 900);
  return `L${day}${order.plant_id.slice(-1).toUpperCase()}${suffix}`;
}

function partyRows(t: Texts, order: OrderRow): string[][] {
  return [
    [t.soldTo, `${order.fullname} (${order.sold_to_code}), ${order.address}`],
    [
      t.shipTo,
      order.ship_method === 'pickup'
        ? t.pickupAt(order.plant_name)
        : order.ship_to_name
          ? `${order.ship_to_name}${order.ship_to_code ? ` (${order.ship_to_code})` : ''}, ${order.ship_to_address ?? ''}`
          : `${order.fullname}, ${order.address}`,
    ],
    [t.shipFrom, `${order.plant_name} (${order.plant_code})`],
  ];
}

export type InvoiceKind = 'invoice' | 'pro-forma' | 'cancelled';

/** The invoice of an order, a pro-forma one before invoicing, or a cancelled one. */
export function invoicePdf(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  kind: InvoiceKind,
  lang: Lang,
): Buffer {
  const t = TEXTS[lang];
  const f = formats(order.region, lang);
  const issued = order.invoice_date;
  const title =
    kind === 'pro-forma'
      ? t.proFormaTitle(order.order_number)
      : t.invoiceTitle(order.invoiced_no ?? order.order_number);
  const mark =
    kind === 'pro-forma' ? t.proFormaMark : kind === 'cancelled' ? t.cancelledMark : null;
  const details: string[][] = [
    ...(kind === 'pro-forma'
      ? []
      : [
          [t.invoiceNumber, order.invoiced_no ?? '\u2014'],
          [t.invoiceDate, f.date(issued)],
          [t.dueDate, issued ? f.date(dueDate(issued, order.payment_terms)) : '\u2014'],
        ]),
    [t.orderNumber, order.order_number],
    [t.orderDate, f.date(order.order_date)],
    [t.po, order.po ?? '\u2014'],
    [t.paymentTerms, t.payment[order.payment_terms] ?? order.payment_terms],
    [t.currency, order.currency],
    ...partyRows(t, order),
  ];
  const sections: PdfSection[] = [
    ...(mark ? [{ text: [kind === 'pro-forma' ? t.proFormaNote : t.cancelledInvoiceNote] }] : []),
    { rows: details },
    {
      heading: t.products,
      columns: [
        t.line,
        t.sku,
        t.product,
        t.quantity,
        t.unitPrice(order.currency),
        t.amount(order.currency),
      ],
      rows: lines.map((l) => [
        String(l.line_no),
        l.sku,
        l.title,
        `${f.number(l.quantity)} ${countLabel(l.package_type, lang)}`,
        f.money(l.unit_price),
        f.money(Math.round(l.quantity * l.unit_price * 100) / 100),
      ]),
      align: ['right', 'left', 'left', 'right', 'right', 'right'],
      totals: [
        ['', '', t.net, '', '', f.money(order.net_amount)],
        ['', '', t.vat(f.vatRate()), '', '', f.money(order.vat)],
        ['', '', t.total, '', '', f.money(order.gross_amount)],
      ],
      notes: [t.demo],
    },
  ];
  return createPdf({
    title,
    subtitle: [mark, `${order.fullname} \u00b7 ${order.sold_to_code}`]
      .filter(Boolean)
      .join(' \u00b7 '),
    sections,
    footer: `${kind === 'pro-forma' ? order.order_number : (order.invoiced_no ?? order.order_number)} \u00b7 ${t.demo}`,
    pageSize: pageSizeOf(order.currency),
    accent: mark ? [120, 53, 15] : undefined,
    info: {
      author: 'AN Portal Kit',
      subject: title,
      keywords: `${kind} ${order.order_number}`,
      created: dateOf(issued ?? order.order_date),
    },
  });
}

/** The packing list: lines, quantities, pallets, weights and lot numbers. */
export function packlistPdf(order: OrderRow, lines: readonly OrderLineRow[], lang: Lang): Buffer {
  const t = TEXTS[lang];
  const f = formats(order.region, lang);
  const unit = order.weight_unit;
  const tareUnit = unit === 'kg' || unit === 'lb' || unit === 'quintal' ? unit : 'lb';
  const tare = palletTare(tareUnit);
  const pallets = lines.reduce((sum, l) => sum + l.pallets, 0);
  const net = lines.reduce((sum, l) => sum + l.net_weight, 0);
  const title = t.packlistTitle(order.order_number);
  return createPdf({
    title,
    subtitle: `${order.fullname} \u00b7 ${order.sold_to_code}`,
    sections: [
      {
        rows: [
          [t.orderNumber, order.order_number],
          [t.orderDate, f.date(order.order_date)],
          [t.shipDate, f.date(order.requested_date)],
          [t.shipMethod, order.ship_method === 'pickup' ? t.pickup : t.delivery],
          ...(order.truck_size ? [[t.truck, order.truck_size]] : []),
          [t.po, order.po ?? '\u2014'],
          ...partyRows(t, order),
        ],
      },
      {
        heading: t.products,
        columns: [
          t.line,
          t.sku,
          t.product,
          t.package,
          t.quantity,
          t.pallets,
          t.netWeight(unit),
          t.lot,
        ],
        rows: lines.map((l) => [
          String(l.line_no),
          l.sku,
          l.title,
          countLabel(l.package_type, lang),
          f.number(l.quantity),
          padPallet(l.pallets),
          f.weight(l.net_weight),
          lotOf(order, l),
        ]),
        align: ['right', 'left', 'left', 'left', 'right', 'right', 'right', 'left'],
        totals: [
          [
            '',
            '',
            t.total,
            '',
            f.number(lines.reduce((s, l) => s + l.quantity, 0)),
            padPallet(pallets),
            f.weight(net),
            '',
          ],
          ['', '', t.grossWeight, '', '', '', f.weight(net + pallets * tare), ''],
        ],
        notes: [t.weightNote(unit, f.weight(tare)), t.demo],
      },
    ],
    footer: `${order.order_number} \u00b7 ${t.demo}`,
    pageSize: pageSizeOf(order.currency),
    info: { author: 'AN Portal Kit', subject: title, created: dateOf(order.requested_date) },
  });
}

export interface AnalysisValue {
  parameter: 'protein' | 'fat' | 'fibre' | 'moisture' | 'ash';
  bound: 'min' | 'max';
  /** The specification limit, percent. */
  limit: number;
  /** The lot's result, percent (always within the limit). */
  result: number;
}

const tenths = (n: number) => Math.round(n * 10) / 10;

/**
 * Decision: analysis values of a product line. The specification comes from the SKU (the same
 * product always has the same limits), the result from the SKU and the lot, always within spec:
 * a shipped lot passed its release test.
 */
export function analysisOf(sku: string, lot: string): AnalysisValue[] {
  const spec = hashString(`spec:${sku}`);
  const run = hashString(`lot:${sku}:${lot}`);
  const part = (shift: number, range: number) => ((run >>> shift) % range) / 10;
  const protein = 12 + (spec % 12);
  const fat = tenths(2 + ((spec >>> 4) % 40) / 10);
  const fibre = tenths(4 + ((spec >>> 10) % 50) / 10);
  const moisture = (spec >>> 16) % 2 === 0 ? 12 : 13;
  const ash = tenths(6 + ((spec >>> 20) % 40) / 10);
  return [
    {
      parameter: 'protein',
      bound: 'min',
      limit: protein,
      result: tenths(protein + 0.2 + part(0, 14)),
    },
    { parameter: 'fat', bound: 'min', limit: fat, result: tenths(fat + 0.1 + part(4, 8)) },
    { parameter: 'fibre', bound: 'max', limit: fibre, result: tenths(fibre - 0.3 - part(8, 13)) },
    {
      parameter: 'moisture',
      bound: 'max',
      limit: moisture,
      result: tenths(moisture - 0.4 - part(14, 17)),
    },
    { parameter: 'ash', bound: 'max', limit: ash, result: tenths(ash - 0.2 - part(20, 17)) },
  ];
}

/** The certificate of analysis: per product line its lot and analysis values. */
export function coaPdf(order: OrderRow, lines: readonly OrderLineRow[], lang: Lang): Buffer {
  const t = TEXTS[lang];
  const f = formats(order.region, lang);
  const percent = (n: number) => `${f.number(n, 1)}%`;
  const title = t.coaTitle(order.order_number);
  const name: Record<AnalysisValue['parameter'], string> = {
    protein: t.protein,
    fat: t.fat,
    fibre: t.fibre,
    moisture: t.moisture,
    ash: t.ash,
  };
  return createPdf({
    title,
    subtitle: `${order.fullname} \u00b7 ${order.sold_to_code} \u00b7 ${f.date(order.requested_date)}`,
    sections: [
      {
        rows: [
          [t.orderNumber, order.order_number],
          [t.po, order.po ?? '\u2014'],
          [t.shipFrom, `${order.plant_name} (${order.plant_code})`],
        ],
      },
      ...lines.map((l): PdfSection => {
        const lot = lotOf(order, l);
        return {
          heading: `${l.title} (${l.sku})`,
          text: [t.lotLine(lot, f.date(order.requested_date), order.plant_name)],
          columns: [t.parameter, t.specification, t.result, t.withinSpec],
          rows: analysisOf(l.sku, lot).map((v) => [
            name[v.parameter],
            v.bound === 'min' ? t.minimum(percent(v.limit)) : t.maximum(percent(v.limit)),
            percent(v.result),
            t.yes,
          ]),
          align: ['left', 'right', 'right', 'center'],
          notes: [t.coaConclusion],
        };
      }),
      { notes: [t.coaNote, t.demo] },
    ],
    footer: `${order.order_number} \u00b7 ${t.demo}`,
    pageSize: pageSizeOf(order.currency),
    info: { author: 'AN Portal Kit', subject: title, created: dateOf(order.requested_date) },
  });
}

/** A credit or debit memo: its number, dates, original invoice and amounts. */
export function memoPdf(memo: MemoDetail, lang: Lang): Buffer {
  const t = TEXTS[lang];
  const f = formats(memo.country, lang);
  const title = t.memoTitle(memo.memoType, memo.memoNumber);
  const invoice = memo.originalInvoiceNumber ?? '\u2014';
  const mark = memo.status === 'Cancelled' ? t.cancelledMark : null;
  return createPdf({
    title,
    subtitle: [mark, `${memo.soldToName} \u00b7 ${memo.soldTo}`].filter(Boolean).join(' \u00b7 '),
    sections: [
      ...(memo.status === 'Open'
        ? [{ text: [t.openMemoNote] }]
        : memo.status === 'Cancelled'
          ? [{ text: [t.cancelledMemoNote] }]
          : []),
      {
        rows: [
          [t.memoNumber, memo.memoNumber],
          [t.memoDate, f.date(memo.memoDate)],
          [t.documentNumber, memo.invoicedNo ?? t.notIssued],
          [t.status, t.statuses[memo.status] ?? memo.status],
          [t.originalInvoice, `${invoice} (${f.date(memo.originalInvoiceDate)})`],
          [t.orderNumber, memo.orderNumber ?? '\u2014'],
          [t.po, memo.customerPO ?? '\u2014'],
          [t.soldTo, `${memo.soldToName} (${memo.soldTo})`],
          ...(memo.shipToName ? [[t.shipTo, `${memo.shipToName} (${memo.shipTo ?? ''})`]] : []),
          ...(memo.shipFrom ? [[t.shipFrom, memo.shipFrom]] : []),
          [t.currency, memo.currencyUsed],
        ],
      },
      {
        columns: [t.description, t.net, t.vat(f.vatRate()), `${t.total} (${memo.currencyUsed})`],
        rows: [
          [
            memo.memoType === 'credit' ? t.creditLine(invoice) : t.debitLine(invoice),
            f.money(memo.netAmount),
            f.money(memo.vat),
            f.money(memo.grossAmount),
          ],
        ],
        align: ['left', 'right', 'right', 'right'],
        notes: [t.demo],
      },
    ],
    footer: `${memo.memoNumber} \u00b7 ${t.demo}`,
    pageSize: pageSizeOf(memo.currencyUsed),
    accent: mark ? [120, 53, 15] : undefined,
    info: { author: 'AN Portal Kit', subject: title, created: dateOf(memo.memoDate) },
  });
}
