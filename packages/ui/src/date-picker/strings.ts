import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { Language } from '@anp/core';
import { weekdayOf, type IsoDate } from './calendar';
import { usePickerT } from './field-text';

const MONTH_KEYS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const WEEKDAY_KEYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** The picker's words in one language, and the date texts built from them. */
export interface PickerText {
  lang: Language;
  t: TFunction;
  /** The heading: "March 2026", "Marzo de 2026", "Março de 2026". */
  monthTitle(month: string): string;
  /** A day's full name: "Friday, March 6, 2026", "viernes, 6 de marzo de 2026". */
  dayName(date: IsoDate): string;
  /** A column's visible abbreviation and full name, by weekday number (0 = Sunday). */
  weekday(weekday: number): { short: string; long: string };
}

/** Upper-cases the first letter, for names that start a heading or a column. */
function capitalise(text: string, lang: Language): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/**
 * The calendar's words in `lang` (default: the element's own language): `usePickerT`'s, with
 * the names of months and days.
 */
export function usePickerText(lang?: Language): PickerText {
  const { lang: language, t } = usePickerT(lang);
  return useMemo(() => {
    const monthName = (month: number) => t(`months.${MONTH_KEYS[month - 1] ?? 'january'}`);
    return {
      lang: language,
      t,
      monthTitle: (month) =>
        capitalise(
          t('monthYear', { month: monthName(Number(month.slice(5, 7))), year: month.slice(0, 4) }),
          language,
        ),
      dayName: (date) =>
        t('dayLabel', {
          weekday: t(`weekdays.${WEEKDAY_KEYS[weekdayOf(date)] ?? 'sunday'}`),
          day: Number(date.slice(8, 10)),
          month: monthName(Number(date.slice(5, 7))),
          year: date.slice(0, 4),
        }),
      weekday: (weekday) => {
        const key = WEEKDAY_KEYS[weekday] ?? 'sunday';
        return {
          short: t(`weekdaysShort.${key}`),
          long: capitalise(t(`weekdays.${key}`), language),
        };
      },
    };
  }, [language, t]);
}
