import { describe, expect, it } from 'vitest';
import { orderMilestones, type MilestoneInput } from './milestones';

const order = (input: Partial<MilestoneInput>): MilestoneInput => ({
  status: 'Placed',
  order_date: '2026-11-02',
  requested_date: '2026-11-05',
  invoice_date: null,
  invoiced_no: null,
  ...input,
});

describe("given an order's dates, the reference API derives its milestones (issue 17)", () => {
  it.each<[string, Partial<MilestoneInput>, Record<string, string | null>]>([
    [
      'Placed: only placed',
      {},
      {
        placed: '2026-11-02',
        scheduled: null,
        shipped: null,
        invoiced: null,
        cancelled: null,
        plannedShipDate: null,
      },
    ],
    [
      'Scheduled: the next day, with the requested date planned',
      { status: 'Scheduled' },
      { scheduled: '2026-11-03', shipped: null, plannedShipDate: '2026-11-05' },
    ],
    [
      'Scheduled for the same day it was requested: never after the requested date',
      { status: 'Scheduled', requested_date: '2026-11-02' },
      { scheduled: '2026-11-02' },
    ],
    [
      'Shipped on the requested date',
      { status: 'Shipped' },
      { scheduled: '2026-11-03', shipped: '2026-11-05', invoiced: null },
    ],
    [
      'Invoiced after shipping',
      { status: 'Invoiced', invoice_date: '2026-11-06', invoiced_no: '9000001' },
      { shipped: '2026-11-05', invoiced: '2026-11-06', cancelled: null },
    ],
    [
      'Invoiced before the requested date: shipped no later than the invoice',
      { status: 'Invoiced', invoice_date: '2026-11-04', invoiced_no: '9000001' },
      { shipped: '2026-11-04', invoiced: '2026-11-04' },
    ],
    [
      'Cancelled before anything happened: cancelled the day it was placed',
      { status: 'Cancelled' },
      { scheduled: null, shipped: null, cancelled: '2026-11-02' },
    ],
    [
      'Cancelled after invoicing (a cancelled invoice): every step, then the cancellation',
      { status: 'Cancelled', invoice_date: '2026-11-06', invoiced_no: '9000001' },
      {
        scheduled: '2026-11-03',
        shipped: '2026-11-05',
        invoiced: '2026-11-06',
        cancelled: '2026-11-07',
      },
    ],
  ])('%s', (_case, input, expected) => {
    expect(orderMilestones(order(input))).toMatchObject(expected);
  });
});
