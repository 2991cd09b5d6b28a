/**
 * The date-range picker of @anp/ui, imported by path (`@anp/ui/date-range-picker`) so it
 * travels with the features that use it instead of the shared runtime chunk
 * (docs/architecture.md). Its calendar is the date picker's.
 */
export {
  DateRangePicker,
  preloadDateRangeCalendar,
  type DateRangePickerProps,
} from './date-range-picker';
export type { RangePreset } from './range-dialog';
export type { DateRange } from './range';
export { NS as DATE_RANGE_PICKER_NAMESPACE } from './i18n';
/** The date picker's namespace, which the range picker's calendar speaks too (load both first). */
export { NS as DATE_PICKER_NAMESPACE } from '../date-picker/i18n';
