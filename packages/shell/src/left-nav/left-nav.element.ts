import { defineWidget, kitEvent } from '@anp/core';
import '../i18n';
import { LeftNav, type LeftNavProps } from './left-nav';

/** The navigation's attributes, and the event its links dispatch (documented for the manifest). */
interface LeftNavElementProps extends LeftNavProps {
  onNavigate?: () => void;
}

/** `<anp-left-nav>`: the portal navigation as a sidebar or drill-down panels. */
export const leftNavElement = defineWidget<LeftNavElementProps>({
  tag: 'anp-left-nav',
  component: LeftNav,
  summary:
    'Portal navigation for the signed-in user: a sidebar with expandable groups, or drill-down panels with back arrows.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'nav', description: 'The navigation.' },
    {
      name: 'nav-link',
      description: 'An entry leading to a page; `nav-link current` leads to the current page.',
    },
    { name: 'nav-group', description: 'A group that opens or closes its entries.' },
    {
      name: 'current',
      description:
        'With `tab`, `nav-link`, `menu-item`, `step` or `account`: the one for the current page or choice.',
    },
    {
      name: 'button',
      description: 'The button to try again when the entries fail to load (`button secondary`).',
    },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'toast', description: "The page's error message, `toast error` (a failed call)." },
    { name: 'error', description: 'With `toast`: its tone.' },
  ],
  props: {
    variant: {
      type: 'string',
      description: 'sidebar (vertical list with expandable groups) or panels (drill-down panels).',
      default: 'sidebar',
      values: ['sidebar', 'panels'],
    },
    currentPath: {
      type: 'string',
      description: "The page's pathname, to mark the current entry.",
      default: 'the window location (re-read after anp-navigate and history moves)',
    },
  },
  events: {
    onNavigate: kitEvent(
      'anp-navigate',
      'An entry was followed; detail { path }. Cancel it to route yourself, else the browser navigates.',
    ),
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Current entry and open groups.' },
    { name: '--anp-color-surface', description: 'Navigation background.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

leftNavElement.register();
