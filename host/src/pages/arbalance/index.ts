export { AccountBalancePage } from './account-balance-page';
