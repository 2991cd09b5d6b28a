import { describe, expect, it } from 'vitest';
import { MAX_NOTICES, selectNotices, type NoticeOrder } from './notices';

const NOW = Date.parse('2026-11-21T15:00:00Z');
const row = (
  orderNumber: string,
  modifiableUntil: string | null,
  more: Partial<NoticeOrder> = {},
) => ({
  orderNumber,
  modifiableUntil,
  kind: 'order' as const,
  status: 'Placed',
  modifiable: true,
  ...more,
});

describe("given the user's Placed orders, the modification notices (ordering.md §2 screen 8)", () => {
  it('shows the orders still open to changes, nearest cut-off first, at most three', () => {
    const rows = [
      row('4000000005', '2026-11-25T21:00:00Z'),
      row('4000000001', '2026-11-22T21:00:00Z'),
      row('4000000004', '2026-11-24T21:00:00Z'),
      row('4000000002', '2026-11-23T21:00:00Z'),
    ];
    const { shown, more } = selectNotices(rows, NOW);
    expect(shown.map((r) => r.orderNumber)).toEqual(['4000000001', '4000000002', '4000000004']);
    expect(more).toBe(1);
    expect(MAX_NOTICES).toBe(3);
  });

  it.each([
    ['a cut-off that has passed', row('4000000010', '2026-11-21T14:59:59Z')],
    ['a cut-off right now', row('4000000011', '2026-11-21T15:00:00Z')],
    ['no cut-off', row('4000000012', null)],
    [
      'an order the server says is not modifiable',
      row('4000000013', '2026-11-23T21:00:00Z', { modifiable: false }),
    ],
    ['a Scheduled order', row('4000000014', '2026-11-23T21:00:00Z', { status: 'Scheduled' })],
    ['a memo', row('7100000001', '2026-11-23T21:00:00Z', { kind: 'memo' })],
  ])('leaves out %s', (_name, left) => {
    expect(selectNotices([left], NOW)).toEqual({ shown: [], more: 0 });
  });

  it('orders equal cut-offs by order number', () => {
    const at = '2026-11-22T21:00:00Z';
    const { shown } = selectNotices([row('4000000009', at), row('4000000003', at)], NOW);
    expect(shown.map((r) => r.orderNumber)).toEqual(['4000000003', '4000000009']);
  });

  it.each([
    [1, 1, 3],
    [5, 4, 0],
    [0, 3, 1],
    [-2, 3, 1],
    [1.5, 3, 1],
  ])('with a maximum of %s shows %i and counts %i more', (max, shownCount, moreCount) => {
    const rows = ['1', '2', '3', '4'].map((n, i) =>
      row(`400000000${n}`, `2026-11-2${2 + i}T21:00:00Z`),
    );
    const { shown, more } = selectNotices(rows, NOW, max);
    expect([shown.length, more]).toEqual([shownCount, moreCount]);
  });

  it('treats rows without kind or status (a single order) as Placed orders', () => {
    expect(
      selectNotices([{ orderNumber: '4000000020', modifiableUntil: '2026-11-22T00:00:00Z' }], NOW)
        .shown,
    ).toHaveLength(1);
  });
});
