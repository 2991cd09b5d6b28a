/** Registers `<anp-account-selector>`. Safe to import more than once. */
export { accountSelectorElement } from './account-selector.element';
