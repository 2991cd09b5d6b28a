/** Registers `<anp-account-selector>`. Safe to import more than once. */
export { accountSelectorElement } from './account-selector.element';

// The element typings (`npm run manifest`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
