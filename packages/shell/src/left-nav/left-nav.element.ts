import { defineWidget } from '@anp/core';
import '../i18n';
import { LeftNav, type LeftNavProps } from './left-nav';

/** `<anp-left-nav>`: the portal navigation as a sidebar or drill-down panels. */
export const leftNavElement = defineWidget<LeftNavProps>({
  tag: 'anp-left-nav',
  component: LeftNav,
  summary:
    'Portal navigation for the signed-in user: a sidebar with expandable groups, or drill-down panels with back arrows.',
  props: {
    variant: {
      type: 'string',
      description: 'sidebar (vertical list with expandable groups) or panels (drill-down panels).',
      default: 'sidebar',
    },
    currentPath: {
      type: 'string',
      description: "The page's pathname, to mark the current entry.",
      default: 'the window location (re-read after anp-navigate and history moves)',
    },
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Current entry and open groups.' },
    { name: '--anp-color-surface', description: 'Navigation background.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

leftNavElement.register();
