/**
 * The invoice of an order (ordering.md §2 screen 6: also pro-forma and cancelled ones) and the
 * document of a memo (screen 7), generated from their data with @anp/pdf in the request's
 * language. Deterministic: the same order and language give the same bytes. The packing list and
 * the certificate are ./delivery.ts.
 */
import type { MemoDetail } from '@anp/contract';
import type { PdfSection } from '@anp/pdf/node';
import type { Lang } from '../../accounts/caller';
import { dueDate } from '../../finance/rules';
import { countLabel } from '../../products/views';
import type { OrderLineRow, OrderRow } from '../queries';
import { createPdf, dateOf, formats, pageSizeOf, partyRows } from './format';
import { TEXTS } from './texts';

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
    lang,
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
    lang,
    pageSize: pageSizeOf(memo.currencyUsed),
    accent: mark ? [120, 53, 15] : undefined,
    info: { author: 'AN Portal Kit', subject: title, created: dateOf(memo.memoDate) },
  });
}
