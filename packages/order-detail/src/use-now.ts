import { useEffect, useState } from 'react';
import { cutoffTime, nextTick } from './model/cutoff';

/**
 * The current time, re-read when a countdown to one of the cut-offs would change its text (each
 * minute, and at the nearest cut-off itself), so a page left open shows the truth without a timer
 * per second. Past cut-offs and no cut-off at all need no timer.
 */
export function useNow(until: string | null | undefined | readonly (string | null)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const list: readonly (string | null | undefined)[] = Array.isArray(until) ? until : [until];
  // One string of instants, so a new array of the same cut-offs keeps the timer.
  const targets = list
    .map((u) => cutoffTime(u))
    .filter((time): time is number => time !== null)
    .sort((a, b) => a - b)
    .join(',');
  useEffect(() => {
    const next = targets
      .split(',')
      .filter(Boolean)
      .map(Number)
      .find((time) => time > now);
    if (next === undefined) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), nextTick(next - now));
    return () => clearTimeout(timer);
  }, [targets, now]);
  return now;
}
