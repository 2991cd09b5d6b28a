/**
 * Maintenance windows (shell-and-admin.md §3 "Notification maintenance window", §7
 * utility/banner/notification): which windows a user is shown now, and the window's range in the
 * user's own time zone and language.
 *
 * A window is written as wall times (startDate + startTime, endDate + endTime) in a named IANA
 * zone. Turning that into an instant needs the zone's rules (its offsets and daylight-saving
 * transitions). The kit reads them from `Intl.DateTimeFormat` (the browser's and Node's own time-zone
 * data, always current with the platform) instead of shipping a zone library: no bytes added to
 * the runtime chunk (docs/decisions.md, "Issue 16: banner").
 */
import { formatDisplayDate } from './dates';
import { isLanguage, type Language } from './locale';
import { localeOf, normalizeCountry } from './markets';
import { isTimeZone, partsFormat, zonedTimeToInstant } from './time-zones';

export { isTimeZone, zonedTimeToInstant };

/** What the banner needs of a window (the contract's Banner has these fields). */
export interface MaintenanceWindow {
  id: string;
  /** Wall date and time where the window starts, `YYYY-MM-DD` and `HH:mm`, in `timeZone`. */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** IANA zone the wall times are written in, e.g. `America/Chicago`. */
  timeZone: string;
  /** Market codes (`us`, `br`, ...) the window concerns. */
  countries: readonly string[];
  /** Business units it concerns; empty: all of them. */
  businessUnits: readonly string[];
  /** The text in the default language (English). */
  message: string;
  /** The text per language (`en`, `es`, `pt`, `ko`); missing ones fall back to `message`. */
  messages?: Readonly<Partial<Record<string, string>>>;
}

/** Hours before its start a window's banner appears, unless the kit's config says otherwise. */
export const DEFAULT_BANNER_LEAD_HOURS = 48;

const HOUR_MS = 3_600_000;

/** The window's start and end instants; null when a field is invalid or it ends before it starts. */
export function windowInstants(w: MaintenanceWindow): { start: Date; end: Date } | null {
  const start = zonedTimeToInstant(w.startDate, w.startTime, w.timeZone);
  const end = zonedTimeToInstant(w.endDate, w.endTime, w.timeZone);
  if (start === null || end === null || end.getTime() <= start.getTime()) return null;
  return { start, end };
}

/** Who is looking: the market and business unit of the user's account. */
export interface BannerAudience {
  country: string | null | undefined;
  businessUnit: string | null | undefined;
}

const lower = (s: string) => s.trim().toLowerCase();

/**
 * Whether a window concerns this audience: its market is one of the window's countries, and the
 * window names no business unit or names the audience's.
 */
export function windowConcerns(w: MaintenanceWindow, audience: BannerAudience): boolean {
  const country = normalizeCountry(audience.country);
  if (country === null || !w.countries.some((c) => normalizeCountry(c) === country)) return false;
  if (w.businessUnits.length === 0) return true;
  const unit = audience.businessUnit ? lower(audience.businessUnit) : null;
  return unit !== null && w.businessUnits.some((u) => lower(u) === unit);
}

/**
 * Whether the window's banner is up at `now`: from `leadHours` before its start until its end
 * (the end itself excluded: at the end the portal is back).
 */
export function windowIsShowing(w: MaintenanceWindow, now: Date, leadHours: number): boolean {
  const at = windowInstants(w);
  if (at === null) return false;
  const lead = Number.isFinite(leadHours) && leadHours >= 0 ? leadHours : DEFAULT_BANNER_LEAD_HOURS;
  const t = now.getTime();
  return t >= at.start.getTime() - lead * HOUR_MS && t < at.end.getTime();
}

/**
 * What a dismissal remembers: the window and its times, so a window moved to other times is
 * shown again.
 */
export function dismissalKey(w: MaintenanceWindow): string {
  return `${w.id}|${w.startDate}T${w.startTime}|${w.endDate}T${w.endTime}|${w.timeZone}`;
}

export interface ShowingOptions extends BannerAudience {
  now: Date;
  leadHours?: number;
  /** Dismissal keys ({@link dismissalKey}) the user has closed. */
  dismissed?: ReadonlySet<string> | readonly string[];
}

/** The windows to show now, earliest start first: concerning the audience, in time, not dismissed. */
export function showingWindows<W extends MaintenanceWindow>(
  windows: readonly W[],
  options: ShowingOptions,
): W[] {
  const dismissed = new Set(options.dismissed ?? []);
  const lead = options.leadHours ?? DEFAULT_BANNER_LEAD_HOURS;
  return windows
    .filter(
      (w) =>
        windowConcerns(w, options) &&
        windowIsShowing(w, options.now, lead) &&
        !dismissed.has(dismissalKey(w)),
    )
    .map((w) => ({ w, start: windowInstants(w)?.start.getTime() ?? 0 }))
    .sort((a, b) => a.start - b.start || a.w.id.localeCompare(b.w.id))
    .map(({ w }) => w);
}

/** The window's text in `lang`, else in English, else its default `message`. */
export function windowMessage(w: MaintenanceWindow, lang: string): string {
  const text = w.messages?.[lang] ?? w.messages?.en;
  return text && text.trim() !== '' ? text : w.message;
}

/**
 * The zone to show times in: the profile's when it is a known IANA zone, else the browser's,
 * else UTC.
 */
export function displayTimeZone(
  profileZone: string | null | undefined,
  browserZone: string | null | undefined,
): string {
  if (isTimeZone(profileZone)) return profileZone;
  if (isTimeZone(browserZone)) return browserZone;
  return 'UTC';
}

/** Where and how to show a range: the viewer's zone, market and language. */
export interface RangeFormat {
  timeZone: string;
  country: string;
  lang: string;
}

const bcp47 = (country: string, lang: string) => localeOf(country, lang).replace('_', '-');

function wallParts(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of partsFormat(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const pad = (v: string | undefined, n = 2) => (v ?? '0').padStart(n, '0');
  return { date: `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` };
}

/** The pieces of a window's range in the viewer's zone, for a `<time>` each and a sentence. */
export interface FormattedRange {
  /** Start date in the market's display format (DD-MMM-YYYY), e.g. `06-Dec-2026`. */
  startDate: string;
  /** Start time in the market's clock, e.g. `10:00 PM`, `22:00`. */
  startTime: string;
  /** End date, the same as `startDate` when the window ends the day it starts. */
  endDate: string;
  endTime: string;
  /** Whether the window ends on another day than it starts (in the viewer's zone). */
  crossesMidnight: boolean;
  /** The zone's short name at the start and at the end (`CST`, `GMT-3`); they differ across a DST change. */
  startZone: string;
  endZone: string;
  /** Its two ends as written in `text`, e.g. `06-Dec-2026, 10:00 PM` and `07-Dec-2026, 2:00 AM CST`. */
  from: string;
  to: string;
  /** The whole range as one line, e.g. `06-Dec-2026, 10:00 PM – 07-Dec-2026, 2:00 AM CST`. */
  text: string;
}

/**
 * A window's range in the viewer's zone, with the market's date format (DD-MMM-YYYY,
 * ordering.md §1) and the market's clock in the viewer's language; the zone's short name follows
 * the time (after each time when the offset changes inside the window).
 */
export function formatWindowRange(start: Date, end: Date, f: RangeFormat): FormattedRange {
  const lang: Language = isLanguage(f.lang) ? f.lang : 'en';
  const timeZone = isTimeZone(f.timeZone) ? f.timeZone : 'UTC';
  const locale = bcp47(f.country, lang);
  const clock = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' });
  const zoneName = (d: Date) =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(d)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const s = wallParts(start, timeZone).date;
  const e = wallParts(end, timeZone).date;
  const startDate = formatDisplayDate(s, lang);
  const endDate = formatDisplayDate(e, lang);
  const startTime = clock.format(start);
  const endTime = clock.format(end);
  const startZone = zoneName(start);
  const endZone = zoneName(end);
  const crossesMidnight = s !== e;
  const sameZone = startZone === endZone;
  const from = `${startDate}, ${startTime}${sameZone ? '' : ` ${startZone}`}`;
  const to = `${crossesMidnight ? `${endDate}, ` : ''}${endTime} ${endZone}`;
  return {
    startDate,
    startTime,
    endDate,
    endTime,
    crossesMidnight,
    startZone,
    endZone,
    from,
    to,
    text: `${from} – ${to}`,
  };
}
