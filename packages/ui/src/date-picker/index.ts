/**
 * The date picker of @anp/ui, imported by path (`@anp/ui/date-picker`) so it travels with the
 * features that use it instead of the shared runtime chunk (docs/architecture.md).
 */
export { DatePicker, type DatePickerProps } from './date-picker';
export {
  addDays,
  addMonths,
  canChoose,
  daysBetween,
  isIsoDate,
  localToday,
  weekStartOf,
  weekdayOf,
  type CalendarRules,
  type IsoDate,
  type IsoMonth,
  type WeekStart,
} from './calendar';
export { NS as DATE_PICKER_NAMESPACE } from './i18n';
