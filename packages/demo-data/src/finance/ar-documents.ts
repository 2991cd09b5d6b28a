/**
 * The demo accounts-receivable documents of an account (issue 16: "every market has open items
 * in every bucket relative to today"). Not stored: made on demand from the account and the date,
 * the same on every machine.
 *
 * Decision: every account is billed once a week, on a weekday fixed by its id. A week's invoice
 * is numbered by its absolute week (days since 1970 / 7), so a document keeps its number and
 * dates from day to day; only whether it is still open changes. Of four consecutive weeks' invoices,
 * one is paid within 4 days of its due date, one about 10 days late, one about 45 days late (40% paid on
 * the 20th day past due) and one about 200 days late (a disputed invoice). Any 30-day window of
 * due dates then holds an invoice of each kind, so on any date the open items fill all five
 * ageing buckets. Credit memos, debit memos and payments on account follow their own weeks.
 */
import { addDays, dateOfDay, dayNumber, type IsoDate } from '@anp/rules/calendar';
import { hashString } from '../rng';

export type ArDocumentType = 'invoice' | 'creditMemo' | 'debitMemo' | 'payment';
export type ArEvent = 'issued' | 'reminderSent' | 'partialPayment' | 'creditApplied';

export interface ArSourceOrder {
  orderNumber: string;
  grossAmount: number;
  customerPO: string | null;
}

export interface ArDocumentsInput {
  accountId: string;
  /** Today in the account's market. */
  today: IsoDate;
  /** Days from an invoice to its due date. */
  dueDays: number;
  /** The account's invoiced orders, a week's invoice bills one of them (in this order). */
  orders: readonly ArSourceOrder[];
  /** A typical invoice in the market's currency, for an account without orders. */
  typicalAmount: number;
  /** The currency's decimals (0 for the won); amounts are rounded to them. Default 2. */
  digits?: number;
}

export interface ArDocument {
  documentNumber: string;
  itemType: ArDocumentType;
  documentDate: IsoDate;
  dueDate: IsoDate;
  /** Signed: credits and payments negative. */
  amount: number;
  /** Signed, on `today`. */
  openAmount: number;
  orderNumber: string | null;
  referenceDocument: string | null;
  customerPO: string | null;
  /** Oldest first, none after `today`. */
  history: { date: IsoDate; event: ArEvent; amount: number | null; reference: string | null }[];
}

/** Weeks looked back: the latest payment comes about 200 days past a 30-day due date. */
const WEEKS_BACK = 45;
/** Days past due an invoice is paid, by its week modulo 4 (before the jitter). */
const LATENESS = [0, 10, 45, 200] as const;
const PREFIX: Record<ArDocumentType, string> = {
  invoice: '95',
  creditMemo: '85',
  debitMemo: '86',
  payment: '14',
};

function numberOf(type: ArDocumentType, accountCode: string, week: number): string {
  return `${PREFIX[type]}${accountCode}${String(week % 1000).padStart(3, '0')}`;
}

/** The account's AR documents still open on `input.today`, oldest document first. */
export function arDocuments(input: ArDocumentsInput): ArDocument[] {
  const { accountId, today, dueDays, orders } = input;
  const scale = 10 ** (input.digits ?? 2);
  const cents = (value: number) => Math.round(value * scale) / scale;
  const todayNumber = dayNumber(today);
  if (todayNumber === null) throw new RangeError(`Not a date: ${today}`);
  const accountHash = hashString(`ar:${accountId}`);
  const accountCode = String(accountHash % 100_000).padStart(5, '0');
  const weekday = accountHash % 7;
  // The account's latest billing day on or before today.
  const latest = todayNumber - ((((todayNumber - weekday) % 7) + 7) % 7);
  const documents: ArDocument[] = [];

  for (let back = WEEKS_BACK; back >= 0; back -= 1) {
    const billingDay = latest - back * 7;
    const week = Math.floor(billingDay / 7);
    const h = hashString(`ar:${accountId}:${week}`);
    const order = orders.length > 0 ? orders[week % orders.length] : undefined;
    const invoiceAmount = cents(
      order && order.grossAmount > 0
        ? order.grossAmount
        : input.typicalAmount * (0.6 + (h % 80) / 100),
    );
    const documentDate = dateOfDay(billingDay);
    const invoiceNumber = numberOf('invoice', accountCode, week);
    const customerPO = order?.customerPO ?? `PO-${(h % 90_000) + 10_000}`;
    const orderNumber = order?.orderNumber ?? null;

    // The week's invoice.
    const kind = week % 4;
    const due = addDays(documentDate, dueDays);
    const paidOn = addDays(due, (LATENESS[kind] ?? 0) + (h % 5));
    if (today < paidOn) {
      const history: ArDocument['history'] = [
        { date: documentDate, event: 'issued', amount: invoiceAmount, reference: null },
      ];
      let open = invoiceAmount;
      for (const after of [7, 37, 67]) {
        const on = addDays(due, after);
        if (on <= today)
          history.push({ date: on, event: 'reminderSent', amount: null, reference: null });
      }
      const partialOn = addDays(due, 20);
      if (kind === 2 && partialOn <= today) {
        const paid = cents(invoiceAmount * 0.4);
        open = cents(invoiceAmount - paid);
        history.push({
          date: partialOn,
          event: 'partialPayment',
          amount: -paid,
          reference: numberOf('payment', accountCode, week + 500),
        });
      }
      history.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      documents.push({
        documentNumber: invoiceNumber,
        itemType: 'invoice',
        documentDate,
        dueDate: due,
        amount: invoiceAmount,
        openAmount: open,
        orderNumber,
        referenceDocument: null,
        customerPO,
        history,
      });
    }

    // A credit memo (a price or quality claim) every fifth week, due at once, applied later.
    if (week % 5 === 2) {
      const date = addDays(documentDate, 2);
      const amount = -cents(invoiceAmount * 0.08);
      if (date <= today && today < addDays(date, week % 2 === 0 ? 10 : 50))
        documents.push({
          documentNumber: numberOf('creditMemo', accountCode, week),
          itemType: 'creditMemo',
          documentDate: date,
          dueDate: date,
          amount,
          openAmount: amount,
          orderNumber,
          referenceDocument: invoiceNumber,
          customerPO,
          history: [{ date, event: 'issued', amount, reference: invoiceNumber }],
        });
    }

    // A debit memo (freight or a price difference) every sixth week.
    if (week % 6 === 3) {
      const date = addDays(documentDate, 3);
      const amount = cents(invoiceAmount * 0.05);
      const memoDue = addDays(date, dueDays);
      if (date <= today && today < addDays(memoDue, week % 2 === 0 ? 5 : 35))
        documents.push({
          documentNumber: numberOf('debitMemo', accountCode, week),
          itemType: 'debitMemo',
          documentDate: date,
          dueDate: memoDue,
          amount,
          openAmount: amount,
          orderNumber,
          referenceDocument: invoiceNumber,
          customerPO,
          history: [{ date, event: 'issued', amount, reference: invoiceNumber }],
        });
    }

    // A payment on account every fourth week, open until it is applied 25 days later.
    if (week % 4 === 1) {
      const date = addDays(documentDate, 4);
      const amount = -cents(invoiceAmount * 0.3);
      if (date <= today && today < addDays(date, 25))
        documents.push({
          documentNumber: numberOf('payment', accountCode, week),
          itemType: 'payment',
          documentDate: date,
          dueDate: date,
          amount,
          openAmount: amount,
          orderNumber: null,
          referenceDocument: null,
          customerPO: null,
          history: [{ date, event: 'issued', amount, reference: null }],
        });
    }
  }
  return documents.sort((a, b) =>
    a.documentDate === b.documentDate
      ? a.documentNumber.localeCompare(b.documentNumber)
      : a.documentDate < b.documentDate
        ? -1
        : 1,
  );
}
