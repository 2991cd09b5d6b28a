/**
 * National holidays of the demo plants, computed for any year: fixed dates, the n-th weekday of a
 * month, and dates relative to Easter Sunday. Date arithmetic is the kit's one calendar
 * (@anp/rules/calendar); only the holiday rules themselves (Easter's computus among them) live
 * here, until a holiday library replaces them.
 */
import type { Country } from '@anp/rules';
import {
  addDays,
  dateInMonth,
  dateOf,
  monthOf,
  partsOf,
  weekdayOf,
  type IsoDate,
} from '@anp/rules/calendar';

/** A holiday: its name in the market's language and its date in a given year. */
export interface HolidayRule {
  name: string;
  date: (year: number) => IsoDate;
}

/** Easter Sunday (Gregorian calendar, anonymous algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, dayOfMonth);
}

/** The n-th (1-based) given weekday (0 = Sunday) of a month; n = -1 is the last one. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n === -1) {
    const last = dateInMonth(monthOf(dateOf(year, month, 1)), 31);
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = dateOf(year, month, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7);
}

/** The last given weekday on or before a date (e.g. Victoria Day: Monday on or before May 24). */
export function weekdayOnOrBefore(
  year: number,
  month: number,
  dayOfMonth: number,
  weekday: number,
): IsoDate {
  const date = dateOf(year, month, dayOfMonth);
  return addDays(date, -((weekdayOf(date) - weekday + 7) % 7));
}

const fixed =
  (month: number, day: number) =>
  (year: number): IsoDate =>
    dateOf(year, month, day);
const easter =
  (offset: number) =>
  (year: number): IsoDate =>
    addDays(easterSunday(year), offset);
const nth =
  (month: number, weekday: number, n: number) =>
  (year: number): IsoDate =>
    nthWeekday(year, month, weekday, n);

const h = (name: string, date: (year: number) => IsoDate): HolidayRule => ({ name, date });

/** Holidays shared by the Spanish-speaking markets. */
const LATAM_COMMON: readonly HolidayRule[] = [
  h('Año Nuevo', fixed(1, 1)),
  h('Jueves Santo', easter(-3)),
  h('Viernes Santo', easter(-2)),
  h('Día del Trabajo', fixed(5, 1)),
];

/** Each market's national holidays (a plant closes on them). */
export const HOLIDAYS: Readonly<Record<Country, readonly HolidayRule[]>> = {
  us: [
    h("New Year's Day", fixed(1, 1)),
    h('Memorial Day', nth(5, 1, -1)),
    h('Independence Day', fixed(7, 4)),
    h('Labor Day', nth(9, 1, 1)),
    h('Thanksgiving Day', nth(11, 4, 4)),
    h('Day after Thanksgiving', (y) => addDays(nthWeekday(y, 11, 4, 4), 1)),
    h('Christmas Eve', fixed(12, 24)),
    h('Christmas Day', fixed(12, 25)),
  ],
  canada: [
    h("New Year's Day", fixed(1, 1)),
    h('Good Friday', easter(-2)),
    h('Victoria Day', (y) => weekdayOnOrBefore(y, 5, 24, 1)),
    h('Canada Day', fixed(7, 1)),
    h('Civic Holiday', nth(8, 1, 1)),
    h('Labour Day', nth(9, 1, 1)),
    h('Thanksgiving', nth(10, 1, 2)),
    h('Remembrance Day', fixed(11, 11)),
    h('Christmas Day', fixed(12, 25)),
    h('Boxing Day', fixed(12, 26)),
  ],
  mx: [
    h('Año Nuevo', fixed(1, 1)),
    h('Día de la Constitución', nth(2, 1, 1)),
    h('Natalicio de Benito Juárez', nth(3, 1, 3)),
    h('Jueves Santo', easter(-3)),
    h('Viernes Santo', easter(-2)),
    h('Día del Trabajo', fixed(5, 1)),
    h('Día de la Independencia', fixed(9, 16)),
    h('Día de la Revolución', nth(11, 1, 3)),
    h('Navidad', fixed(12, 25)),
  ],
  br: [
    h('Confraternização Universal', fixed(1, 1)),
    h('Carnaval', easter(-48)),
    h('Carnaval', easter(-47)),
    h('Sexta-feira Santa', easter(-2)),
    h('Tiradentes', fixed(4, 21)),
    h('Dia do Trabalho', fixed(5, 1)),
    h('Corpus Christi', easter(60)),
    h('Independência do Brasil', fixed(9, 7)),
    h('Nossa Senhora Aparecida', fixed(10, 12)),
    h('Finados', fixed(11, 2)),
    h('Proclamação da República', fixed(11, 15)),
    h('Dia da Consciência Negra', fixed(11, 20)),
    h('Natal', fixed(12, 25)),
  ],
  kr: [
    h('신정', fixed(1, 1)),
    h('삼일절', fixed(3, 1)),
    h('근로자의 날', fixed(5, 1)),
    h('어린이날', fixed(5, 5)),
    h('현충일', fixed(6, 6)),
    h('광복절', fixed(8, 15)),
    h('개천절', fixed(10, 3)),
    h('한글날', fixed(10, 9)),
    h('성탄절', fixed(12, 25)),
  ],
  cr: [
    ...LATAM_COMMON,
    h('Día de Juan Santamaría', fixed(4, 11)),
    h('Anexión del Partido de Nicoya', fixed(7, 25)),
    h('Día de la Madre', fixed(8, 15)),
    h('Día de la Independencia', fixed(9, 15)),
    h('Navidad', fixed(12, 25)),
  ],
  hn: [
    ...LATAM_COMMON,
    h('Sábado Santo', easter(-1)),
    h('Día de las Américas', fixed(4, 14)),
    h('Día de la Independencia', fixed(9, 15)),
    h('Navidad', fixed(12, 25)),
  ],
  ni: [
    ...LATAM_COMMON,
    h('Día de la Revolución', fixed(7, 19)),
    h('Batalla de San Jacinto', fixed(9, 14)),
    h('Día de la Independencia', fixed(9, 15)),
    h('Inmaculada Concepción', fixed(12, 8)),
    h('Navidad', fixed(12, 25)),
  ],
  pe: [
    ...LATAM_COMMON,
    h('San Pedro y San Pablo', fixed(6, 29)),
    h('Fiestas Patrias', fixed(7, 28)),
    h('Fiestas Patrias', fixed(7, 29)),
    h('Santa Rosa de Lima', fixed(8, 30)),
    h('Combate de Angamos', fixed(10, 8)),
    h('Día de Todos los Santos', fixed(11, 1)),
    h('Inmaculada Concepción', fixed(12, 8)),
    h('Navidad', fixed(12, 25)),
  ],
  co: [
    ...LATAM_COMMON,
    h('Día de la Independencia', fixed(7, 20)),
    h('Batalla de Boyacá', fixed(8, 7)),
    h('Inmaculada Concepción', fixed(12, 8)),
    h('Navidad', fixed(12, 25)),
  ],
  gt: [
    ...LATAM_COMMON,
    h('Sábado Santo', easter(-1)),
    h('Día del Ejército', fixed(6, 30)),
    h('Día de la Independencia', fixed(9, 15)),
    h('Día de la Revolución', fixed(10, 20)),
    h('Día de Todos los Santos', fixed(11, 1)),
    h('Navidad', fixed(12, 25)),
  ],
};

/**
 * A market's holidays from `today` through `days` days later, one per date (the first rule of a
 * date names it), in date order.
 */
export function holidaysAhead(
  market: Country,
  today: IsoDate,
  days: number,
): { date: IsoDate; name: string }[] {
  const last = addDays(today, days);
  const year = partsOf(today)?.year ?? Number(today.slice(0, 4));
  const found = new Map<IsoDate, string>();
  for (const y of [year, year + 1]) {
    for (const rule of HOLIDAYS[market]) {
      const date = rule.date(y);
      if (date >= today && date <= last && !found.has(date)) found.set(date, rule.name);
    }
  }
  return [...found.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([date, name]) => ({ date, name }));
}
