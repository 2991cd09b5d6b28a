/**
 * The days a plant is closed: its country's (and state's or province's) public and bank holidays
 * from the date-holidays library, and the plant's own closing days (the API's plant facts).
 *
 * The library and its data (about 0.8 MB of rules for every country) are loaded on first use, in
 * the API process only, when a database is seeded: the kit's pages never load them, they get a
 * plant's closed days from the API (ordering.md §3, delivery rule object: plantHolidays).
 */
import { createRequire } from 'node:module';
import type HolidaysLibrary from 'date-holidays';
import type { Country } from '@anp/rules';
import { addDays, dateOf, daysBetween, type IsoDate } from '@anp/rules/calendar';

/** The languages a closed day is named in (the interface languages, Korean among them). */
export const NAME_LANGUAGES = ['en', 'es', 'pt', 'ko'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

/** A day the plant does not ship, with its name in the market's language and in others. */
export interface ClosedDay {
  date: IsoDate;
  /** A public or bank holiday (the library's), or the plant's own closing day. */
  kind: 'holiday' | 'closing';
  /** The name in the market's first language. */
  name: string;
  /** The name by language, where known (a holiday: the country's own languages and English). */
  names: Partial<Record<NameLanguage, string>>;
}

/** A plant's own closing days, every year: from month-day, `days` days long (default 1). */
export interface PlantClosing {
  month: number;
  day: number;
  days?: number;
  name: Readonly<Record<NameLanguage, string>>;
}

/** What the calendar needs of a plant: its state or province (ISO 3166-2) and its closings. */
export interface CalendarPlant {
  region?: string | undefined;
  closings?: readonly PlantClosing[] | undefined;
}

/** The library's country code of each market. */
export const HOLIDAY_COUNTRY: Readonly<Record<Country, string>> = {
  us: 'US',
  canada: 'CA',
  mx: 'MX',
  br: 'BR',
  kr: 'KR',
  cr: 'CR',
  hn: 'HN',
  ni: 'NI',
  pe: 'PE',
  co: 'CO',
  gt: 'GT',
};

/**
 * Decision: a plant closes when the banks do, on the library's `public` and `bank` holidays
 * (Mexico's Holy Thursday and Good Friday and Brazil's Carnival and Corpus Christi are `bank`
 * days there); `optional` and `observance` days (Mother's Day, Halloween) are working days.
 */
export const CLOSING_TYPES = ['public', 'bank'] as const;

type Holidays = InstanceType<typeof HolidaysLibrary>;
let library: typeof HolidaysLibrary | null = null;

/** The library, loaded on first use (its CommonJS build: synchronous, once per process). */
function holidaysLibrary(): typeof HolidaysLibrary {
  library ??= createRequire(import.meta.url)('date-holidays') as typeof HolidaysLibrary;
  return library;
}

/** The library's calendar of a market (and a state or province of it). */
export function holidayCalendar(market: Country, region?: string): Holidays {
  const Library = holidaysLibrary();
  const calendar = region
    ? new Library(HOLIDAY_COUNTRY[market], region, { types: [...CLOSING_TYPES] })
    : new Library(HOLIDAY_COUNTRY[market], { types: [...CLOSING_TYPES] });
  return calendar;
}

/** The library's languages of a market (its own first, then English), among NAME_LANGUAGES. */
export function namingLanguages(calendar: Holidays): NameLanguage[] {
  const own = calendar.getLanguages().map((lang) => lang.slice(0, 2));
  return [...new Set([...own, 'en'])].filter((lang): lang is NameLanguage =>
    (NAME_LANGUAGES as readonly string[]).includes(lang),
  );
}

/**
 * The days of a library holiday: from its local date, as many days as it lasts (Korea's Seollal
 * and Chuseok: three); one that starts at noon (Guatemala's Christmas Eve) closes its day.
 */
function daysOf(holiday: { date: string; start: Date; end: Date }): IsoDate[] {
  const first = holiday.date.slice(0, 10);
  const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / 864e5));
  return Array.from({ length }, (_, i) => addDays(first, i));
}

/**
 * A market's public and bank holidays of one year (of a state or province when given), one per
 * date (the first the library lists names it), in date order: the library's own list.
 */
export function libraryHolidays(market: Country, year: number, region?: string): ClosedDay[] {
  const key = `${market}/${region ?? ''}/${year}`;
  let days = yearCache.get(key);
  if (!days) {
    days = listYear(market, year, region);
    yearCache.set(key, days);
  }
  return days.map((day) => ({ ...day, names: { ...day.names } }));
}

/** A year's list per market and region: plants of one state share it (seeding asks 30 times). */
const yearCache = new Map<string, readonly ClosedDay[]>();

function listYear(market: Country, year: number, region?: string): ClosedDay[] {
  const calendar = holidayCalendar(market, region);
  const languages = namingLanguages(calendar);
  const keyOf = (holiday: { rule: string; date: string }) => `${holiday.rule}\n${holiday.date}`;
  const named = languages.map(
    (lang) => new Map(calendar.getHolidays(year, lang).map((h) => [keyOf(h), h.name])),
  );
  const found = new Map<IsoDate, ClosedDay>();
  for (const holiday of calendar.getHolidays(year, languages[0])) {
    if (!(CLOSING_TYPES as readonly string[]).includes(holiday.type)) continue;
    const names: Partial<Record<NameLanguage, string>> = {};
    languages.forEach((lang, l) => {
      const name = named[l]?.get(keyOf(holiday));
      if (name) names[lang] = name;
    });
    for (const date of daysOf(holiday)) {
      if (!found.has(date)) found.set(date, { date, kind: 'holiday', name: holiday.name, names });
    }
  }
  return [...found.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A plant's own closing days of one year. */
function closingsOf(plant: CalendarPlant, year: number, lang: NameLanguage): ClosedDay[] {
  return (plant.closings ?? []).flatMap((closing) =>
    Array.from({ length: Math.max(1, closing.days ?? 1) }, (_, i) => ({
      date: addDays(dateOf(year, closing.month, closing.day), i),
      kind: 'closing' as const,
      name: closing.name[lang],
      names: { ...closing.name },
    })),
  );
}

/**
 * The days a plant is closed from `today` through `days` days later, one per date, in date order.
 * A holiday wins over a closing on the same day (the plant is closed for the country anyway).
 * `name` is in the market's own language (the library's first for the country).
 */
export function closedDaysAhead(
  market: Country,
  plant: CalendarPlant,
  today: IsoDate,
  days: number,
): ClosedDay[] {
  const last = addDays(today, days);
  const lang = namingLanguages(holidayCalendar(market))[0] ?? 'en';
  const found = new Map<IsoDate, ClosedDay>();
  const firstYear = Number(today.slice(0, 4));
  for (let year = firstYear; year <= Number(last.slice(0, 4)); year += 1) {
    for (const day of libraryHolidays(market, year, plant.region)) found.set(day.date, day);
  }
  for (let year = firstYear; year <= Number(last.slice(0, 4)); year += 1) {
    for (const day of closingsOf(plant, year, lang)) {
      if (!found.has(day.date)) found.set(day.date, day);
    }
  }
  return [...found.values()]
    .filter((day) => daysBetween(today, day.date) >= 0 && daysBetween(day.date, last) >= 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}
