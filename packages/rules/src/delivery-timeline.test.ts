import { describe, expect, it } from 'vitest';
import { deliveryTimeline, type TimelineInput } from './delivery-timeline';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const none = {
  scheduled: null,
  shipped: null,
  invoiced: null,
  cancelled: null,
  plannedShipDate: null,
};

const input = (over: Partial<TimelineInput> & Pick<TimelineInput, 'status'>): TimelineInput => ({
  milestones: { placed: '2026-11-20', ...none },
  requestedDate: '2026-11-30',
  country: 'us',
  modifiableUntil: null,
  now: NOW,
  ...over,
});

/** step:state@date for a compact table. */
const compact = (i: TimelineInput) =>
  deliveryTimeline(i).map(
    (e) => `${e.step}:${e.state}@${e.dateKind === 'expected' ? '~' : ''}${e.date ?? '-'}`,
  );

describe('given an order, its delivery timeline (issue 17; ordering.md §4 order status)', () => {
  it.each<[string, TimelineInput, string[]]>([
    [
      'Placed: placed is current, shipping expected on the requested date',
      input({ status: 'Placed' }),
      [
        'placed:current@2026-11-20',
        'scheduled:upcoming@-',
        'shipped:upcoming@~2026-11-30',
        'invoiced:upcoming@-',
      ],
    ],
    [
      'Scheduled: shipping expected on the plant’s planned date',
      input({
        status: 'Scheduled',
        milestones: {
          placed: '2026-11-20',
          ...none,
          scheduled: '2026-11-21',
          plannedShipDate: '2026-11-29',
        },
      }),
      [
        'placed:done@2026-11-20',
        'scheduled:current@2026-11-21',
        'shipped:upcoming@~2026-11-29',
        'invoiced:upcoming@-',
      ],
    ],
    [
      'Shipped: invoicing still to come',
      input({
        status: 'Shipped',
        milestones: {
          placed: '2026-11-09',
          ...none,
          scheduled: '2026-11-10',
          shipped: '2026-11-16',
          plannedShipDate: '2026-11-16',
        },
      }),
      [
        'placed:done@2026-11-09',
        'scheduled:done@2026-11-10',
        'shipped:current@2026-11-16',
        'invoiced:upcoming@-',
      ],
    ],
    [
      'Invoiced: every step done',
      input({
        status: 'Invoiced',
        milestones: {
          placed: '2026-09-28',
          ...none,
          scheduled: '2026-09-29',
          shipped: '2026-10-01',
          invoiced: '2026-10-02',
        },
      }),
      [
        'placed:done@2026-09-28',
        'scheduled:done@2026-09-29',
        'shipped:done@2026-10-01',
        'invoiced:current@2026-10-02',
      ],
    ],
    [
      'Cancelled while placed: placed, then cancelled',
      input({
        status: 'Cancelled',
        milestones: { placed: '2026-11-20', ...none, cancelled: '2026-11-20' },
      }),
      ['placed:done@2026-11-20', 'cancelled:current@2026-11-20'],
    ],
    [
      'Cancelled after invoicing: every step reached, then cancelled',
      input({
        status: 'Cancelled',
        milestones: {
          placed: '2026-08-27',
          scheduled: '2026-08-28',
          shipped: '2026-08-31',
          invoiced: '2026-09-01',
          cancelled: '2026-09-03',
          plannedShipDate: '2026-08-31',
        },
      }),
      [
        'placed:done@2026-08-27',
        'scheduled:done@2026-08-28',
        'shipped:done@2026-08-31',
        'invoiced:done@2026-09-01',
        'cancelled:current@2026-09-03',
      ],
    ],
  ])('%s', (_case, given, expected) => {
    expect(compact(given)).toEqual(expected);
  });

  it('notes the modification cut-off on Placed: open before it, passed after (ordering.md §2 screen 8)', () => {
    const open = deliveryTimeline(
      input({ status: 'Placed', modifiableUntil: '2026-11-27T17:00:00Z' }),
    );
    expect(open[0]?.notes).toEqual([{ key: 'cutoffOpen', until: '2026-11-27T17:00:00Z' }]);
    const passed = deliveryTimeline(
      input({ status: 'Placed', modifiableUntil: '2026-11-26T11:00:00Z' }),
    );
    expect(passed[0]?.notes).toEqual([{ key: 'cutoffPassed', until: '2026-11-26T11:00:00Z' }]);
    const scheduled = deliveryTimeline(
      input({ status: 'Scheduled', modifiableUntil: '2026-11-27T17:00:00Z' }),
    );
    expect(scheduled[0]?.notes).toEqual([]);
  });

  it.each([
    ['mx', 'Placed', [{ key: 'mxInvoiceLater' }]],
    ['MX', 'Shipped', [{ key: 'mxInvoiceLater' }]],
    ['us', 'Placed', []],
  ] as const)(
    '%s, %s: the invoice step notes Mexico’s rule (ordering.md §1)',
    (country, status, notes) => {
      const invoiced = deliveryTimeline(input({ status, country })).find(
        (e) => e.step === 'invoiced',
      );
      expect(invoiced?.notes).toEqual(notes);
    },
  );

  it('a cancelled invoice says so on its step', () => {
    const steps = deliveryTimeline(
      input({
        status: 'Cancelled',
        country: 'mx',
        milestones: {
          placed: '2026-08-27',
          scheduled: '2026-08-28',
          shipped: '2026-08-31',
          invoiced: '2026-09-01',
          cancelled: '2026-09-03',
          plannedShipDate: null,
        },
      }),
    );
    expect(steps.find((e) => e.step === 'invoiced')?.notes).toEqual([{ key: 'invoiceCancelled' }]);
  });
});
