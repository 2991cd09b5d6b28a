/**
 * @anp/account-selector: the account and region selector as a React component.
 * `@anp/account-selector/element` registers `<anp-account-selector>`.
 */
export { AccountSelector, type AccountSelectorProps } from './account-selector';
export { AccountSelectorView, type AccountSelectorViewProps } from './account-selector.view';
export {
  accountLabel,
  currentRegion,
  pageSize,
  pickerMode,
  showRegionAccordion,
  SEARCH_DEBOUNCE,
  type PickerMode,
} from './model/picker';
export {
  accountSwitchEffects,
  landingAfterSwitch,
  regionSwitchEffects,
  type AccountSwitchEffects,
  type AccountSwitchInput,
  type RegionSwitchEffects,
  type SessionWrite,
} from './model/switch';
