/** @anp/shell: React API of the shell widgets. `@anp/shell/element` registers the custom elements. */
export { Footer, type FooterProps } from './footer/footer';
export { FooterView, type FooterViewProps } from './footer/footer.view';
