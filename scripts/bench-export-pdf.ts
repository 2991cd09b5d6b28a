/**
 * Figures of the orders export PDF (5,995 rows, the export's cap): its size, where the bytes go
 * (page content, fonts, structure, the object index) and the time to write it in Node. Built with
 * the orders model's PDF spec and the writer's Node fonts, as the browser does with the same fonts.
 * Prints, never fails (`--dump` also writes /tmp/export.pdf). `tsx --conditions=@anp/source scripts/bench-export-pdf.ts [--detail] [ko]`
 */
import { inflateSync } from 'node:zlib';
import { createPdf, nodeFonts } from '@anp/pdf/node';
import { exportPdfSpec, type ExportWords } from '../packages/orders/src/model/export-table';
import { ORDER_FILTER_RANGE } from '@anp/rules';
import type { OrderListRow } from '@anp/core/services/orders';

const korean = process.argv.includes('ko');
const detail = process.argv.includes('--detail');
const market = korean
  ? {
      country: 'kr',
      currency: 'KRW',
      weightUnit: 'kg',
      accountId: 'k',
      accountName: '한빛 사료 협동조합',
      soldToCode: '0010200001',
    }
  : {
      country: 'us',
      currency: 'USD',
      weightUnit: 'lb',
      accountId: 'a',
      accountName: 'Prairie Feed & Supply',
      soldToCode: '0010100012',
    };
/** Rows like the orders fixtures' (the fixtures module inlines fonts through Vite, not here). */
function makeRows(count: number): OrderListRow[] {
  let seed = 3;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const day = (age: number) => new Date(Date.UTC(2026, 4, 14 - age)).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const age = Math.floor(i * 0.6);
    const status =
      age < 6 ? 'Placed' : age < 20 ? 'Shipped' : next() < 0.06 ? 'Cancelled' : 'Invoiced';
    const gross = Math.round((800 + next() * 14_000) * 100) / 100;
    return {
      kind: 'order',
      orderNumber: String(4_000_100_000 + count * 3 - i * 3),
      type: next() < 0.9 ? 'sales order' : 'consignment order',
      status,
      orderDate: day(age),
      requestedDate: day(age - 3 - Math.floor(next() * 6)),
      po: next() < 0.8 ? `PO-${String(10_000 + Math.floor(next() * 89_999))}` : null,
      shipMethod: next() < 0.75 ? 'delivery' : 'pickup',
      invoicedNo: null,
      currency: market.currency,
      netAmount: gross,
      vat: 0,
      grossAmount: gross,
      totalWeight: Math.round(1000 + next() * 44_000),
      weightUnit: market.weightUnit,
      lineCount: 1,
      accountId: market.accountId,
      soldToCode: market.soldToCode,
      accountName: market.accountName,
      modifiable: false,
      modifiableUntil: null,
      cancelledInvoice: false,
      originalOrderNumber: null,
      documents: { invoice: false, packlist: false, coa: false },
    } as OrderListRow;
  });
}
const rows = makeRows(ORDER_FILTER_RANGE);
const words: ExportWords = {
  title: korean ? '주문' : 'Orders',
  columns: {
    orderNumber: 'Order number',
    type: 'Type',
    status: 'Status',
    orderDate: 'Order date',
    requestedDate: 'Requested date',
    po: 'PO',
    shipMethod: 'Ship method',
    amount: 'Amount',
    currency: 'Currency',
    weight: 'Weight',
    weightUnit: 'Unit',
  },
  type: (row) =>
    korean ? '판매 주문' : row.type === 'sales order' ? 'Sales order' : 'Consignment order',
  status: (row) => String(row.status),
  shipMethod: (row) => String(row.shipMethod ?? ''),
  account: `${market.accountName} · sold-to ${market.soldToCode}`,
  exported: 'Exported 14-May-2026 14:05',
  filters: ['No filters', 'Sorted by order date, newest first'],
  leftOut: null,
  footer: `${rows.length} orders`,
};
const fonts = nodeFonts();
const measure = (text: string, size: number, bold: boolean) =>
  fonts.width(text, size, bold ? 'F2' : 'F1');
const spec = exportPdfSpec(rows, words, market.country, korean ? 'ko' : 'en', new Date(0), measure);
const started = performance.now();
const bytes = createPdf(spec);
const ms = performance.now() - started;

/** Splits the file into its objects and sorts their bytes by kind. */
const text = Buffer.from(bytes).toString('latin1');
const kinds = new Map<string, { count: number; bytes: number; raw: number }>();
const add = (kind: string, size: number, raw = 0) => {
  const k = kinds.get(kind) ?? { count: 0, bytes: 0, raw: 0 };
  k.count += 1;
  k.bytes += size;
  k.raw += raw;
  kinds.set(kind, k);
};
const objects = /(\d+) 0 obj\n([\s\S]*?)\nendobj\n/g;
let covered = 0;
for (const m of text.matchAll(objects)) {
  const body = m[2]!;
  covered += m[0].length;
  let kind = 'other';
  const type = /\/Type \/(\w+)/.exec(body)?.[1];
  const dictEnd = body.indexOf('stream\n');
  const dict = dictEnd >= 0 ? body.slice(0, dictEnd) : body;
  if (/\/S \/\w+/.test(dict) && /\/P \d+ 0 R/.test(dict))
    kind = `struct ${/\/S \/(\w+)/.exec(dict)![1]}`;
  else if (type) kind = type;
  else if (/\/Nums \[/.test(dict)) kind = 'parent tree (Nums)';
  else if (/\/Length1 /.test(dict) || /\/FontFile/.test(dict)) kind = 'font file';
  else if (/\/Subtype \/XML/.test(dict)) kind = 'XMP metadata';
  else if (dictEnd >= 0 && /\/Length/.test(dict)) kind = 'stream (content or cmap)';
  else if (/^\[/.test(body.trim())) kind = 'array';
  let raw = 0;
  if (dictEnd >= 0 && /\/Filter \/FlateDecode/.test(dict)) {
    const start = m.index! + m[0].indexOf('stream\n') + 7;
    const end = text.indexOf('\nendstream', start);
    try {
      raw = inflateSync(bytes.subarray(start, end)).length;
    } catch {
      raw = -1;
    }
  }
  add(kind, m[0].length, raw);
}
const xrefTable = text.lastIndexOf('\nxref\n');
if (xrefTable >= 0) add('xref table and trailer', text.length - xrefTable);
add(
  'header, trailer, gaps',
  text.length - covered - (xrefTable >= 0 ? text.length - xrefTable : 0),
);

const mb = (n: number) => `${(n / 1e6).toFixed(3)} MB`;
console.log(
  `orders export PDF, ${rows.length} rows (${korean ? 'ko' : 'en'}): ${bytes.length} bytes (${mb(bytes.length)}), ${Math.round(ms)} ms in Node`,
);
if (detail)
  for (const [kind, k] of [...kinds].sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(
      `  ${kind.padEnd(26)} ${String(k.count).padStart(6)} objects ${String(k.bytes).padStart(9)} bytes${k.raw ? ` (inflated ${k.raw})` : ''}`,
    );
if (process.argv.includes('--dump')) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync('/tmp/export.pdf', bytes);
}
