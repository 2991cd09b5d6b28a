/**
 * @anp/account-balance: the account balance as a React component. `@anp/account-balance/element`
 * registers `<anp-account-balance>`.
 */
export { AccountBalance, type AccountBalanceProps } from './account-balance';
export {
  AccountBalanceView,
  type AccountBalanceViewProps,
  type HeadingLevel,
} from './account-balance.view';
export { useAccountBalance, type AccountBalanceState } from './use-account-balance';
export {
  useAccountBalanceData,
  FINANCE_KEYS,
  type AccountBalanceData,
} from './use-account-balance-data';
export {
  DEFAULT_STATE,
  parseItemsState,
  writeItemsState,
  type ItemsState,
  type ItemFilters,
} from './model/list-state';
export { ageingSegments, BUCKETS, type AgeingSegment } from './model/ageing';
export { digitableGroups, itfBars } from './model/boleto';
export { ACCOUNT_BALANCE_NS } from './i18n';
