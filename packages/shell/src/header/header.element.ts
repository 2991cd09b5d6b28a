import { defineWidget } from '@anp/core';
import '../i18n';
import { Header, type HeaderProps } from './header';

/** `<anp-header>`: the portal's global header as a custom element. */
export const headerElement = defineWidget<HeaderProps>({
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
  cssProperties: [
    { name: '--anp-color-primary', description: 'Logo seal, current tab and accents.' },
    { name: '--anp-color-surface', description: 'Header background.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

headerElement.register();
