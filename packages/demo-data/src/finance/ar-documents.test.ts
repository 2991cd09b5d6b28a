// Issue 16: "every market has open items in every bucket relative to today", for any today.
import { addDays } from '@anp/rules/calendar';
import { AGEING_BUCKETS, ageingBucketOf } from '@anp/rules/finance';
import { describe, expect, it } from 'vitest';
import { arDocuments, type ArDocumentsInput } from './ar-documents';

const base: ArDocumentsInput = {
  accountId: 'acc-u-a-9',
  today: '2026-11-26',
  dueDays: 30,
  orders: [],
  typicalAmount: 12_000,
};

describe('the demo AR documents of an account', () => {
  it('fill every ageing bucket on every day of a year, for accounts on 30 and 10 days', () => {
    for (const [accountId, dueDays] of [
      ['acc-u-a-9', 30],
      ['acc-br-3', 30],
      ['acc-mx-1', 10],
    ] as const) {
      for (let day = 0; day < 366; day += 1) {
        const today = addDays('2026-01-01', day);
        const docs = arDocuments({ ...base, accountId, dueDays, today });
        const buckets = new Set(docs.map((d) => ageingBucketOf(d.dueDate, today)));
        expect([...buckets].sort(), `${accountId} on ${today}`).toEqual([...AGEING_BUCKETS].sort());
      }
    }
  });

  it('keeps a document its number and dates from one day to the next', () => {
    const monday = arDocuments(base);
    const tuesday = arDocuments({ ...base, today: addDays(base.today, 1) });
    const byNumber = new Map(tuesday.map((d) => [d.documentNumber, d]));
    const kept = monday.filter((d) => byNumber.has(d.documentNumber));
    expect(kept.length).toBeGreaterThan(monday.length - 3);
    for (const d of kept)
      expect(byNumber.get(d.documentNumber)).toMatchObject({
        itemType: d.itemType,
        documentDate: d.documentDate,
        dueDate: d.dueDate,
        amount: d.amount,
      });
    expect(new Set(monday.map((d) => d.documentNumber)).size).toBe(monday.length);
  });

  it('has the four kinds of item, signed, none dated after today, history oldest first', () => {
    const kinds = new Set<string>();
    for (let day = 0; day < 60; day += 7) {
      const today = addDays(base.today, day);
      for (const d of arDocuments({ ...base, today })) {
        kinds.add(d.itemType);
        expect(d.documentDate <= today).toBe(true);
        expect(Math.sign(d.amount)).toBe(
          d.itemType === 'invoice' || d.itemType === 'debitMemo' ? 1 : -1,
        );
        expect(Math.abs(d.openAmount)).toBeLessThanOrEqual(Math.abs(d.amount));
        const dates = d.history.map((e) => e.date);
        expect(dates).toEqual([...dates].sort());
        expect(dates.every((date) => date <= today)).toBe(true);
      }
    }
    expect([...kinds].sort()).toEqual(['creditMemo', 'debitMemo', 'invoice', 'payment']);
  });

  it("bills the account's orders in turn, with their amount and PO", () => {
    const orders = [
      { orderNumber: '4000000001', grossAmount: 1234.5, customerPO: 'PO-A' },
      { orderNumber: '4000000002', grossAmount: 987.65, customerPO: null },
    ];
    const invoices = arDocuments({ ...base, orders }).filter((d) => d.itemType === 'invoice');
    expect(invoices.length).toBeGreaterThan(4);
    for (const invoice of invoices) {
      const order = orders.find((o) => o.orderNumber === invoice.orderNumber);
      expect(invoice.amount).toBe(order?.grossAmount);
      if (order?.customerPO) expect(invoice.customerPO).toBe(order.customerPO);
    }
  });
});
