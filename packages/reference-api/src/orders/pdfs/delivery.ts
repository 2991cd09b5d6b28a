/**
 * The delivery documents of an order (ordering.md §2 screen 6): the packing list with
 * quantities, pallets, weights and lots, and the certificate of analysis of each lot.
 */
import { padPallet } from '@anp/rules';
import { palletTare } from '@anp/rules/cart';
import type { PdfSection } from '@anp/pdf/node';
import type { Lang } from '../../accounts/caller';
import { hashString } from '../../hash';
import { countLabel } from '../../products/views';
import type { OrderLineRow, OrderRow } from '../queries';
import { createPdf, dateOf, formats, lotOf, pageSizeOf, partyRows } from './format';
import { TEXTS } from './texts';

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
    lang,
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
    lang,
    pageSize: pageSizeOf(order.currency),
    info: { author: 'AN Portal Kit', subject: title, created: dateOf(order.requested_date) },
  });
}

/** A credit or debit memo: its number, dates, original invoice and amounts. */
