import { defineWidget, kitEvent } from '@anp/core';

/**
 * The element renders the cart uncontrolled: it moves between its steps itself and announces
 * each with `anp-cart-step`; a `step` attribute sets the step to show (a page with its own routes
 * keeps it in sync).
 */
interface CartElementProps {
  step?: string;
  // Documented for the manifest; the cart dispatches these itself, so the callbacks stay unused.
  onStep?: () => void;
  onOrderPlaced?: () => void;
  onCartChanged?: () => void;
  onNavigate?: () => void;
}

/** `<anp-cart>`: the cart, its review and the order confirmation as a custom element. */
export const cartElement = defineWidget<CartElementProps>({
  tag: 'anp-cart',
  // The cart's code (its three steps, the rules, the date picker) loads once the element is on
  // the page, so the element itself costs a page almost nothing until it is used.
  load: () => import('./cart').then((m) => m.CartElementRoot),
  summary:
    'Cart with review and confirmation: quantities and pallets, delivery or pickup, requested date, PO, payment terms, saved as the user types; places the order exactly once.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'heading', description: "The cart's title." },
    { name: 'steps', description: 'The steps cart, review and confirmation.' },
    { name: 'step', description: 'A step; `step current` is the one shown.' },
    {
      name: 'current',
      description:
        'With `tab`, `nav-link`, `menu-item`, `step` or `account`: the one for the current page or choice.',
    },
    { name: 'panel', description: 'A boxed section (lines, details, summary).' },
    {
      name: 'truckload',
      description: 'The truckload meter: the load against the truck, with its marks and hints.',
    },
    { name: 'line', description: 'A product line of the cart.' },
    { name: 'field', description: 'A form field: its label, hint, control and error.' },
    { name: 'field-label', description: "A field's label." },
    { name: 'field-hint', description: "A field's hint under its label." },
    { name: 'field-error', description: "A field's error message." },
    { name: 'input', description: "A field's control box: text, number, search, select or date." },
    { name: 'checkbox', description: 'A check box.' },
    { name: 'radio', description: 'A radio button.' },
    { name: 'option', description: 'A radio option: its button and label.' },
    {
      name: 'notice',
      description: 'A message box; with its tone `info`, `warning` or `danger`.',
    },
    { name: 'button', description: 'A button, or a link drawn as one (`button secondary`).' },
    { name: 'primary', description: 'With `button`: its weight.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'danger', description: 'With `button`: its weight; with `notice`: its tone.' },
    { name: 'warning', description: 'With `notice`: its tone.' },
    { name: 'info', description: 'With `notice`: its tone.' },
    { name: 'text-button', description: 'A button drawn as a text link (Empty cart).' },
    { name: 'link', description: 'A text link.' },
    { name: 'table', description: "The review's table of lines." },
    { name: 'table-head', description: "The table's header row." },
    { name: 'row', description: 'A table row.' },
    { name: 'dialog', description: 'The surface of a dialog.' },
    { name: 'dialog-title', description: "A dialog's title." },
    { name: 'dialog-body', description: "A dialog's content." },
    { name: 'dialog-footer', description: "A dialog's action bar." },
    { name: 'dialog-close', description: "A dialog's close button." },
    { name: 'empty-state', description: 'The message shown when there is nothing to list.' },
  ],
  props: {
    step: {
      type: 'string',
      description:
        'The step to show: cart (default), review or confirmation. The element moves on by itself and announces each step with anp-cart-step.',
      default: 'cart',
      values: ['cart', 'review', 'confirmation'],
    },
  },
  events: {
    onStep: kitEvent('anp-cart-step', 'The cart moved to another step; detail { step }.'),
    onOrderPlaced: kitEvent(
      'anp-order-placed',
      'An order was placed; detail { orderNumber, accountId }.',
    ),
    onCartChanged: kitEvent(
      'anp-cart-changed',
      'Lines were removed or the order placed; detail { count, encCartId, source: "cart" } (the header badge follows).',
    ),
    onNavigate: kitEvent(
      'anp-navigate',
      'A link to another portal page (order builder, orders, terms); cancel it to route yourself, else the browser navigates.',
    ),
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Buttons, links and the current step.' },
    { name: '--anp-color-surface', description: 'Background of the panels.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

cartElement.register();
