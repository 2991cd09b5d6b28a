import { registerTranslations } from '@anp/core';

/** Namespace of the date-range picker's strings (month and day names are the date picker's). */
export const NS = 'dateRangePicker';

export const en = {
  placeholder: 'Any date',
  cancel: 'Cancel',
  confirm: 'Confirm',
  clear: 'Clear',
  presets: 'Quick ranges',
  chooseStart: 'Choose the first day.',
  chooseEnd: 'First day {{date}}. Now choose the last day.',
  rangeChosen_one: '{{from}} to {{to}}: {{count}} day.',
  rangeChosen_other: '{{from}} to {{to}}: {{count}} days.',
  startDay: '{{date}}, first day',
  endDay: '{{date}}, last day',
  startAndEndDay: '{{date}}, first and last day',
  outOfRange: '{{date}}: not available',
  keyboardHint:
    'Choose the first day, then the last. Arrow keys move between days; Page Up and Page Down change the month.',
};

registerTranslations(NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
