/**
 * Wall-clock times of named IANA zones as instants, from the platform's own zone data (`Intl`,
 * in browsers and Node alike; no library). Shared by the maintenance windows and the reminders.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** A formatter that writes an instant as its wall-clock parts in `timeZone` (throws if unknown). */
export function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` is an IANA zone this platform knows. */
export function isTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds (Chicago in winter: -6 h). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const p of partsFormat(timeZone).formatToParts(whole)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - whole;
}

function wallMs(date: string, time: string): number | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (d === null || t === null) return null;
  const [year, month, day, hour, minute, second] = [d[1], d[2], d[3], t[1], t[2], t[3] ?? '0'].map(
    Number,
  ) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 2026-02-30 over into March: such a date is no date.
  if (new Date(ms).getUTCDate() !== day) return null;
  return ms;
}

/**
 * The instant a wall time of a named zone stands for; null when the date, time or zone is not
 * valid. Daylight-saving transitions follow the usual ("compatible") rule: a wall time the clocks
 * skip (02:30 on a spring-forward night in New York) is read with the offset before the jump, so
 * it lands as much later (03:30 EDT); a wall time that happens twice (01:30 on a fall-back night)
 * is the first of the two.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date | null {
  const local = wallMs(date, time);
  if (local === null || !isTimeZone(timeZone)) return null;
  // A zone changes its offset at most once around a given day: the offsets a day before and a
  // day after are the only candidates.
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  const fits = [before, after]
    .map((offset) => local - offset)
    .filter((instant) => instant + offsetAt(instant, timeZone) === local);
  if (fits.length > 0) return new Date(Math.min(...fits));
  return new Date(local - before);
}

/**
 * The wall clock an instant shows in `timeZone`: its day (YYYY-MM-DD) and its 24-hour HH:MM.
 * The inverse of `zonedTimeToInstant` (for a time that exists once). Throws for an unknown zone.
 */
export function wallClockOf(instant: Date, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const p of partsFormat(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = p.value.padStart(2, '0');
  }
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}
