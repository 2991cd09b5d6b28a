/**
 * Order modification cut-off (ordering.md §2 screen 8, §4 order modification): whether an order
 * can still be changed at a moment, and how much time is left, as a countdown the page words.
 * Pure: "now" is always a parameter.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Below this the countdown is shown as urgent (decision: two hours, enough to finish a change). */
export const URGENT_MS = 2 * HOUR;

/** The cut-off's instant in ms, or null when there is none or it does not parse. */
export function cutoffTime(modifiableUntil: string | null | undefined): number | null {
  if (!modifiableUntil) return null;
  const time = Date.parse(modifiableUntil);
  return Number.isFinite(time) ? time : null;
}

export type CutoffState =
  { state: 'none' } | { state: 'open'; msLeft: number; urgent: boolean } | { state: 'passed' };

/** Open until the cut-off (exclusive: at the cut-off itself changes are no longer accepted). */
export function cutoffState(modifiableUntil: string | null | undefined, now: number): CutoffState {
  const until = cutoffTime(modifiableUntil);
  if (until === null) return { state: 'none' };
  const msLeft = until - now;
  if (msLeft <= 0) return { state: 'passed' };
  return { state: 'open', msLeft, urgent: msLeft < URGENT_MS };
}

/**
 * The countdown as a key of the `orderDetail` namespace's `countdown` group and its numbers:
 * two units while a day or more is left ("2 days 4 hours left"), hours and minutes below a day,
 * minutes below an hour, "less than a minute" at the end. Counts are rounded down, so the page
 * never promises time the user does not have.
 */
export function countdown(msLeft: number): {
  key: 'daysHours' | 'hoursMinutes' | 'minutes' | 'underMinute';
  days: number;
  hours: number;
  minutes: number;
} {
  const left = Math.max(0, Math.floor(msLeft));
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return { key: 'daysHours', days, hours, minutes };
  if (hours > 0) return { key: 'hoursMinutes', days, hours, minutes };
  if (minutes > 0) return { key: 'minutes', days, hours, minutes };
  return { key: 'underMinute', days, hours, minutes };
}

/**
 * How long until the countdown's text changes, so a ticking view re-renders only then: to the
 * next whole minute (at most a minute), and once more right at the cut-off.
 */
export function nextTick(msLeft: number): number {
  if (msLeft <= 0) return MINUTE;
  const toMinute = msLeft % MINUTE || MINUTE;
  return Math.min(toMinute, msLeft) + 50;
}
