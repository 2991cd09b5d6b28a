/** Registers every shell element (`<anp-footer>`, `<anp-header>`, `<anp-left-nav>`). Safe to import more than once. */
export { footerElement } from './footer/footer.element';
export { headerElement } from './header/header.element';
export { leftNavElement } from './left-nav/left-nav.element';

// The element typings (`npm run manifest`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
