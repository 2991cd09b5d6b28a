/**
 * Credit and debit memos raised against invoiced orders: ten per demo user (Mexico's include
 * cancelled ones), about 2,900 more, and one in each status on every account of the new billing
 * flow (the memo tile's new-flow layout).
 */
import { rngFor } from '../rng';
import { DEMO_USER_SPECS } from '../users';
import type { Context, SeedMemo, SeedOrder } from './model';

const MEMOS_PER_DEMO_USER = 10;
const NEW_FLOW_STATUSES: readonly SeedMemo['status'][] = [
  'Open',
  'Invoiced',
  'Cancelled',
  'Invoiced',
];
const GENERAL_MEMOS = 2_900;

export function generateMemos(ctx: Context, orders: readonly SeedOrder[]): SeedMemo[] {
  const rng = rngFor('memos');
  const { today } = ctx;
  const invoiced = orders.filter((o) => o.status === 'Invoiced' && o.type === 'sales order');
  const memos: SeedMemo[] = [];

  const makeMemo = (order: SeedOrder, forced?: SeedMemo['status']): SeedMemo => {
    const invoiceDay = order.invoiceDay ?? Math.min(order.requestedDay + 1, today - 1);
    const memoDay = Math.min(invoiceDay + rng.int(3, 60), today - 1);
    const memoType: SeedMemo['memoType'] = rng.chance(0.7) ? 'credit' : 'debit';
    const status: SeedMemo['status'] =
      forced ??
      (today - memoDay < 10
        ? rng.weighted<SeedMemo['status']>([
            ['Open', 70],
            ['Invoiced', 30],
          ])
        : rng.weighted<SeedMemo['status']>([
            ['Invoiced', 88],
            ['Cancelled', 8],
            ['Open', 4],
          ]));
    const market = ctx.markets[order.account.region];
    const step = market.priceStepCents;
    const share = rng.int(2, 25) / 100;
    const netCents = Math.max(step, Math.round((order.netCents * share) / step) * step);
    const vatCents = Math.round((netCents * market.vatBasisPoints) / 10_000);
    return {
      memoNumber: '',
      account: order.account,
      memoType,
      status,
      order,
      invoiceDay,
      memoDay,
      netCents,
      vatCents,
    };
  };

  for (const spec of DEMO_USER_SPECS) {
    const own = invoiced.filter((o) => o.account.owner === spec.id);
    rng.sample(own, MEMOS_PER_DEMO_USER).forEach((order, i) => {
      // Mexico: cancelled memos are always there to show the Cancelled badge.
      const forced =
        spec.id === 'u-customer-mx' && i < 3 ? 'Cancelled' : i === 0 ? 'Open' : undefined;
      memos.push(makeMemo(order, forced));
    });
  }
  for (let i = 0; i < GENERAL_MEMOS; i += 1) memos.push(makeMemo(rng.pick(invoiced)));
  // The new billing flow (accounts on S4): a memo in each status on every such account, so the
  // memo tile's new-flow layout shows its Cancelled badge too (ordering.md §2 screen 7).
  const newFlowAccounts = [
    ...new Set(
      invoiced
        .filter((o) => o.account.sourceSystem === ctx.backend.newFlowSourceSystem)
        .map((o) => o.account),
    ),
  ];
  for (const account of newFlowAccounts) {
    const own = invoiced.filter((o) => o.account === account);
    rng.sample(own, NEW_FLOW_STATUSES.length).forEach((order, i) => {
      memos.push(makeMemo(order, NEW_FLOW_STATUSES[i]));
    });
  }

  const sorted = memos
    .map((memo, index) => ({ memo, index }))
    .sort((a, b) => a.memo.memoDay - b.memo.memoDay || a.index - b.index)
    .map(({ memo }) => memo);
  let credit = 8_100_020_000;
  let debit = 8_200_010_000;
  for (const memo of sorted) {
    if (memo.memoType === 'credit') {
      credit += rng.int(1, 3);
      memo.memoNumber = String(credit);
    } else {
      debit += rng.int(1, 3);
      memo.memoNumber = String(debit);
    }
  }
  return sorted;
}
