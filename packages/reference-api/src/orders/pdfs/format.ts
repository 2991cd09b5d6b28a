/**
 * What the order documents share: the PDF as a Buffer, the market's number and date formats,
 * page sizes, the parties of an order, and the lot of a shipped line.
 */
import { currencyDigits, formatDisplayDate, formatNumber } from '@anp/rules';
import { createPdf as createPdfBytes, type PdfSpec } from '@anp/pdf/node';
import type { Lang } from '../../accounts/caller';
import { hashString } from '../../hash';
import { MARKETS, type MarketCode } from '../../markets';
import type { OrderLineRow, OrderRow } from '../queries';
import type { Texts } from './texts';

export /** The PDF as a Node Buffer, as the API sends files. */
function createPdf(spec: PdfSpec): Buffer {
  const bytes = createPdfBytes(spec);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The market of a row, for number formats and VAT (an unknown market formats like the US). */
const marketOf = (region: string): MarketCode | null =>
  Object.hasOwn(MARKETS, region) ? (region as MarketCode) : null;

export function formats(region: string, lang: Lang) {
  const market = marketOf(region);
  const country = market ?? 'us';
  return {
    // Whole won in Korea, two decimals elsewhere, as the screens show them (ordering.md §1).
    money: (value: number) => formatNumber(value, country, currencyDigits(country)),
    number: (value: number, digits = 0) => formatNumber(value, country, digits),
    weight: (value: number) => formatNumber(value, country, 2),
    date: (iso: string | null) => (iso ? formatDisplayDate(iso, lang) || iso : '\u2014'),
    vatRate: () =>
      `${formatNumber((market ? MARKETS[market].vatBasisPoints : 0) / 100, country, 0)}%`,
  };
}

/** Letter paper in the US and Canada, A4 elsewhere. */
export const pageSizeOf = (currency: string): PdfSpec['pageSize'] =>
  currency === 'USD' || currency === 'CAD' ? 'letter' : 'a4';

export const dateOf = (iso: string) => new Date(`${iso}T12:00:00Z`);

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

export function partyRows(t: Texts, order: OrderRow): string[][] {
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
