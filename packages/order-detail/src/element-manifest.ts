import { kitEvent } from '@anp/core';

/**
 * The manifest entries the package's three elements share: the one event they dispatch (they
 * only ask for navigation) and the CSS properties of their look.
 */
export const NAVIGATE_EVENT = kitEvent(
  'anp-navigate',
  'A link to another portal page (the orders list, the order, its modify page) was followed; detail { path }. Cancel it to route yourself, else the browser navigates.',
);

export const CSS_PROPERTIES = [
  { name: '--anp-color-primary', description: 'Buttons, links and the Modify order entry.' },
  { name: '--anp-color-surface', description: 'Background of the panels.' },
  { name: '--anp-color-danger', description: 'Cancelled badges, refusals and failures.' },
  { name: '--anp-font-family', description: 'Font family of the kit.' },
] as const;
