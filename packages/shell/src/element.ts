/** Registers every shell element (`<anp-footer>`, `<anp-header>`, `<anp-left-nav>`). Safe to import more than once. */
export { footerElement } from './footer/footer.element';
export { headerElement } from './header/header.element';
export { leftNavElement } from './left-nav/left-nav.element';
