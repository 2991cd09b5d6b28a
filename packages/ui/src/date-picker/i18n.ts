import { registerTranslations } from '@anp/core';

/** Namespace of the date picker's strings. */
export const NS = 'datePicker';

/**
 * English strings. Month and weekday names are written as they appear inside a sentence (Spanish
 * and Portuguese in lower case); the heading and column headers capitalise the first letter.
 */
export const en = {
  placeholder: 'Choose a date',
  required: '(required)',
  loadingCalendar: 'Opening the calendar…',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  close: 'Close',
  monthYear: '{{month}} {{year}}',
  dayLabel: '{{weekday}}, {{month}} {{day}}, {{year}}',
  dayToday: '{{date}} (today)',
  dayUnavailable: '{{date}}: {{reason}}',
  notAvailable: 'Not available',
  skipped: 'Skipped: {{days}}',
  skippedDay: '{{date}} ({{reason}})',
  skippedMore: 'and more days',
  noDates: 'No date can be chosen in this month.',
  notesLabel: 'Closed days this month',
  keyboardHint:
    'Only dates you can choose are offered. Arrow keys move between them; Page Up and Page Down change the month.',
  months: {
    january: 'January',
    february: 'February',
    march: 'March',
    april: 'April',
    may: 'May',
    june: 'June',
    july: 'July',
    august: 'August',
    september: 'September',
    october: 'October',
    november: 'November',
    december: 'December',
  },
  weekdays: {
    sunday: 'Sunday',
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
  },
  weekdaysShort: {
    sunday: 'Su',
    monday: 'Mo',
    tuesday: 'Tu',
    wednesday: 'We',
    thursday: 'Th',
    friday: 'Fr',
    saturday: 'Sa',
  },
};

registerTranslations(NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
