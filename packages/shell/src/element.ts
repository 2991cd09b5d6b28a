/** Registers every shell element (`<anp-footer>`, ...). Safe to import more than once. */
export { footerElement } from './footer/footer.element';
