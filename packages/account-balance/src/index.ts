/**
 * @anp/account-balance: account balance as a React component. `@anp/account-balance/element` registers
 * `<anp-account-balance>`.
 */
export { AccountBalance, type AccountBalanceProps } from './account-balance';
export {
  AccountBalanceView,
  type AccountBalanceViewProps,
  type HeadingLevel,
} from './account-balance.view';
export { useAccountBalance, type AccountBalanceState } from './use-account-balance';
export { useAccountBalanceData, type AccountBalanceData } from './use-account-balance-data';
export { accountFacts, type AccountFact } from './model/account-balance';
export { ACCOUNT_BALANCE_NS } from './i18n';
