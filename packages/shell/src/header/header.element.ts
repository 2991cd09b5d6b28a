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
