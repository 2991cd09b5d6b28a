/**
 * The form fields of @anp/ui: text field (and textarea), select, search field, checkbox and radio
 * group, with their labels, hints, errors and ARIA wired once. Imported by path
 * (`@anp/ui/fields`), not from `@anp/ui`: re-exported from the index they would ride in the
 * shared runtime chunk every element loads (docs/architecture.md).
 */
import './i18n';

export {
  TextField,
  type TextFieldProps,
  type TextInputProps,
  type TextAreaProps,
  type TextFieldType,
} from './text-field';
export { Select, type SelectProps, type SelectOption, type SelectOptionGroup } from './select';
export { SearchField, type SearchFieldProps } from './search-field';
export { Checkbox, type CheckboxProps } from './checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';
export type { FieldProps, RequiredMarker } from './field-parts';
export { countCharacters, type CounterMode } from './character-count';
export { NS as FIELDS_NAMESPACE } from './i18n';
