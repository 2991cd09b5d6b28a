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
