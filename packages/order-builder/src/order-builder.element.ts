import { createElement } from 'react';
import { defineWidget, kitEvent } from '@anp/core';
import { BUILDER_VIEWS } from './model/views';
import { OrderBuilder, type OrderBuilderProps } from './order-builder';

/** The element's props: the attributes, and the events the builder dispatches itself. */
export interface OrderBuilderElementProps extends Omit<OrderBuilderProps, 'onAdded'> {
  onCartChange?: (detail: { count?: number; encCartId?: string; source?: string }) => void;
  onNavigate?: (detail: { path: string }) => void;
}

/**
 * The element renders the builder without callbacks: the builder dispatches `anp-cart-changed`
 * (and the cart link `anp-navigate`) from the element itself, so each event goes out once.
 */
function OrderBuilderElementRoot({
  view,
  category,
  searchTerm,
  pageSize,
  headingLevel,
}: OrderBuilderElementProps) {
  return createElement(OrderBuilder, { view, category, searchTerm, pageSize, headingLevel });
}

/** `<anp-order-builder>`: the order builder as a custom element. */
export const orderBuilderElement = defineWidget<OrderBuilderElementProps>({
  tag: 'anp-order-builder',
  component: OrderBuilderElementRoot,
  headingLevel: {
    default: 2,
    min: 2,
    max: 6,
    description: "Heading level of the product titles (2 to 6), to fit the page's outline.",
  },
  summary:
    "Order builder: search and browse the account's products (category, favourites, recently ordered), enter quantities with the package and pallet rules in view, and add them to the cart.",
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'tabs', description: 'The views: all products, favourites, recent.' },
    { name: 'tab', description: 'A view tab; `tab selected` is the one shown.' },
    { name: 'selected', description: 'With `tab` or `row`: the selected one.' },
    { name: 'cart-link', description: 'The link to the cart with its count.' },
    { name: 'panel', description: "The shown view's panel." },
    {
      name: 'truckload',
      description: 'The truckload meter: the load against the truck, with its marks and hints.',
    },
    { name: 'bar', description: 'The search and category bar.' },
    { name: 'field', description: 'A form field: its label, hint, control and error.' },
    { name: 'field-label', description: "A field's label." },
    { name: 'input', description: "A field's control box: text, number, search, select or date." },
    { name: 'card', description: 'A product.' },
    { name: 'card-heading', description: "A product's name." },
    { name: 'icon-button', description: 'The favourite star (`icon-button favourite`).' },
    { name: 'favourite', description: 'With `icon-button`: the star.' },
    { name: 'button', description: 'A button; Add to cart is `button primary add-to-cart`.' },
    { name: 'add-to-cart', description: "A product's Add to cart button." },
    { name: 'primary', description: 'With `button`: its weight.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'ghost', description: 'With `button`: its weight.' },
    { name: 'checkbox', description: 'A check box.' },
    { name: 'empty-state', description: 'The message shown when there is nothing to list.' },
  ],
  props: {
    view: {
      type: 'string',
      description:
        'The view shown first: all (search and categories), favourites or recent (recently ordered). Changing it switches the view.',
      default: 'all',
      values: BUILDER_VIEWS,
    },
    category: {
      type: 'string',
      description: 'A category id the full list is filtered by at first (the user can change it).',
    },
    searchTerm: {
      type: 'string',
      description: 'A search the full list starts with (title, SKU or form code).',
    },
    pageSize: {
      type: 'number',
      description: 'Products per page of the full list, 1 to 100.',
      default: '24',
    },
  },
  events: {
    onCartChange: kitEvent(
      'anp-cart-changed',
      'A product was added to the cart; detail { count (lines in the cart), encCartId, source: "order-builder" }. The header badge and <anp-cart> follow it.',
    ),
    onNavigate: kitEvent(
      'anp-navigate',
      'The View cart link asks to go to {base}/cart; detail { path }. Cancel it to route yourself, else the browser navigates.',
    ),
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Buttons, selected view and links.' },
    { name: '--anp-color-surface', description: 'Background of the product rows.' },
    { name: '--anp-color-danger', description: 'Quantity problems and failures.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

orderBuilderElement.register();
