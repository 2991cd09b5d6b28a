import { defineWidget, kitEvent } from '@anp/core';
import '../i18n';
import { Header, type HeaderProps } from './header';

/**
 * The header's attributes, and the events it dispatches itself from the element (its links, and
 * the account selector inside it): documented for the manifest, the callbacks stay unused.
 */
interface HeaderElementProps extends HeaderProps {
  onNavigate?: () => void;
  onAccountChanged?: () => void;
  onBusinessUnitChanged?: () => void;
  onRegionChanged?: () => void;
}

/** `<anp-header>`: the portal's global header as a custom element. */
export const headerElement = defineWidget<HeaderElementProps>({
  tag: 'anp-header',
  component: Header,
  summary:
    'Global header: logo, navigation tabs, account selector, cart and notification counts, profile menu; a hamburger menu on phones.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'bar', description: 'The whole header.' },
    {
      name: 'maintenance-banner',
      description:
        'The maintenance-window notices above the bar (a polite live region; empty when none shows).',
    },
    { name: 'maintenance-notice', description: 'One maintenance window: when, what, Dismiss.' },
    { name: 'dismiss', description: "A maintenance notice's Dismiss button." },
    { name: 'logo', description: 'The logo link.' },
    { name: 'tabs', description: 'The row of navigation tabs (wide screens).' },
    {
      name: 'tab',
      description:
        'A top-level navigation tab (link or dropdown button); `tab current` leads to the current page.',
    },
    { name: 'menu', description: 'A menu or dropdown list.' },
    { name: 'menu-item', description: 'An entry of a menu.' },
    {
      name: 'current',
      description:
        'With `tab`, `nav-link`, `menu-item`, `step` or `account`: the one for the current page or choice.',
    },
    {
      name: 'icon-button',
      description:
        "The cart link, the bell, the phone menu button and the drawer's Close and settings, named also `cart`, `bell`, `menu-button`, `close` and `settings`.",
    },
    { name: 'cart', description: '`icon-button cart`: the link to the cart.' },
    { name: 'bell', description: '`icon-button bell`: the button that opens the notifications.' },
    { name: 'menu-button', description: '`icon-button menu-button`: the phone menu button.' },
    { name: 'badge', description: 'The count on the cart and the bell (`badge danger count`).' },
    { name: 'danger', description: 'With `badge`: its tone.' },
    { name: 'count', description: 'With `badge`: a count.' },
    {
      name: 'profile-button',
      description: "The button with the user's name that opens the profile menu.",
    },
    { name: 'account-button', description: 'The account selector button.' },
    { name: 'popover', description: 'The account selector panel.' },
    {
      name: 'account',
      description: 'An account of the account selector; `account current` is the selected one.',
    },
    { name: 'panel', description: 'The account selector in the phone menu.' },
    { name: 'drawer', description: 'The notification drawer.' },
    { name: 'heading', description: "The drawer's title." },
    { name: 'close', description: "`icon-button close`: the drawer's Close button." },
    { name: 'settings', description: "`icon-button settings`: the drawer's settings cog." },
    { name: 'notification', description: 'A notification in the drawer.' },
    { name: 'active', description: 'With `notification`: an active one.' },
    { name: 'nav', description: 'The navigation of the phone menu.' },
    { name: 'nav-link', description: 'An entry of the phone menu.' },
    { name: 'nav-group', description: 'A group of the phone menu that opens its entries.' },
    { name: 'logout', description: '`nav-link logout`: Logout in the phone menu.' },
    { name: 'button', description: 'Retry, when the header could not load (`button secondary`).' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'toast', description: "The page's error message, `toast error` (a failed call)." },
    { name: 'error', description: 'With `toast`: its tone.' },
  ],
  props: {
    currentPath: {
      type: 'string',
      description:
        "The page's pathname, to mark the current tab; a single-page host keeps it current.",
      default: 'the window location (re-read after anp-navigate and history moves)',
    },
  },
  events: {
    onNavigate: kitEvent(
      'anp-navigate',
      'A tab, the logo, the cart, a menu entry or a notification link was followed, or an account or region was switched (to the landing page); cancel it to route yourself, else the browser navigates.',
    ),
    onAccountChanged: kitEvent(
      'anp-account-changed',
      "The user switched account in the header's account selector.",
    ),
    onBusinessUnitChanged: kitEvent(
      'anp-business-unit-changed',
      "The new account's business unit differs from the previous one.",
    ),
    onRegionChanged: kitEvent(
      'anp-region-changed',
      "The user switched region in the header's account selector; no account is selected afterwards.",
    ),
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Logo seal, current tab and accents.' },
    { name: '--anp-color-surface', description: 'Header background.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

headerElement.register();
