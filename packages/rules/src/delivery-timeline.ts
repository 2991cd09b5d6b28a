/**
 * The delivery timeline of an order (issue 17; ordering.md §4 order status, §1 Mexico's invoice
 * rule, §2 screen 8 the modification cut-off): Placed, Scheduled, Shipped, Invoiced, or the
 * steps reached and then Cancelled, each with the day it happened or is expected. Pure: "now" is
 * a parameter.
 */
import type { OrderMilestones, OrderStatus } from '@anp/contract';
import { normalizeCountry } from './markets';

export type TimelineStep = 'placed' | 'scheduled' | 'shipped' | 'invoiced' | 'cancelled';

/** A note on a step, worded by the page. */
export type TimelineNote =
  /** Placed and before its cut-off: changes are accepted until `until` (an ISO instant). */
  | { key: 'cutoffOpen'; until: string }
  /** Placed, the cut-off passed: the order can no longer be changed. */
  | { key: 'cutoffPassed'; until: string }
  /** Mexico, not invoiced yet: the invoice can be downloaded once the order is invoiced. */
  | { key: 'mxInvoiceLater' }
  /** The invoice was issued, then cancelled with the order. */
  | { key: 'invoiceCancelled' };

export interface TimelineEntry {
  step: TimelineStep;
  /** Done (reached), current (the latest step reached), or upcoming. */
  state: 'done' | 'current' | 'upcoming';
  /** The day it happened (`on`) or is expected (`expected`); null when not known. */
  date: string | null;
  dateKind: 'on' | 'expected' | null;
  notes: TimelineNote[];
}

export interface TimelineInput {
  status: OrderStatus;
  milestones: OrderMilestones;
  requestedDate: string;
  /** The market of the order's account. */
  country: string;
  modifiableUntil: string | null;
  /** Now, in ms since the epoch. */
  now: number;
}

const ORDER: readonly Exclude<TimelineStep, 'cancelled'>[] = [
  'placed',
  'scheduled',
  'shipped',
  'invoiced',
];

function placedNotes(input: TimelineInput): TimelineNote[] {
  if (input.status !== 'Placed' || input.modifiableUntil === null) return [];
  const until = Date.parse(input.modifiableUntil);
  if (!Number.isFinite(until)) return [];
  return until > input.now
    ? [{ key: 'cutoffOpen', until: input.modifiableUntil }]
    : [{ key: 'cutoffPassed', until: input.modifiableUntil }];
}

/**
 * The timeline's steps in order. An order on its way shows all four steps, the ones not reached
 * as upcoming: Shipped expected on the plant's planned date, else the requested date; Scheduled
 * and Invoiced without a date (they follow the plant's and the billing's work). A cancelled order
 * shows the steps it reached, then Cancelled. In Mexico the Invoiced step says, until the invoice
 * exists, that it can be downloaded only then.
 */
export function deliveryTimeline(input: TimelineInput): TimelineEntry[] {
  const m = input.milestones;
  const reachedOn: Record<Exclude<TimelineStep, 'cancelled'>, string | null> = {
    placed: m.placed,
    scheduled: m.scheduled,
    shipped: m.shipped,
    invoiced: m.invoiced,
  };
  const cancelled = input.status === 'Cancelled';
  const mexico = normalizeCountry(input.country) === 'mx';
  const steps = cancelled ? ORDER.filter((step) => reachedOn[step] !== null) : [...ORDER];
  const entries: TimelineEntry[] = steps.map((step) => {
    const on = reachedOn[step];
    const notes: TimelineNote[] = [];
    if (step === 'placed') notes.push(...placedNotes(input));
    if (step === 'invoiced' && mexico && on === null) notes.push({ key: 'mxInvoiceLater' });
    if (step === 'invoiced' && cancelled && on !== null) notes.push({ key: 'invoiceCancelled' });
    if (on !== null) return { step, state: 'done', date: on, dateKind: 'on', notes };
    const expected = step === 'shipped' ? (m.plannedShipDate ?? input.requestedDate) : null;
    return {
      step,
      state: 'upcoming',
      date: expected,
      dateKind: expected === null ? null : 'expected',
      notes,
    };
  });
  if (cancelled)
    entries.push({
      step: 'cancelled',
      state: 'done',
      date: m.cancelled,
      dateKind: m.cancelled === null ? null : 'on',
      notes: [],
    });
  // The latest step reached is the current one.
  let last = -1;
  entries.forEach((entry, i) => {
    if (entry.state === 'done') last = i;
  });
  const current = entries[last];
  if (current) entries[last] = { ...current, state: 'current' };
  return entries;
}
