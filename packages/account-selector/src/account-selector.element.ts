import { createElement } from 'react';
import { defineWidget, kitEvent } from '@anp/core';
import { AccountSelector, type AccountSelectorProps } from './account-selector';

/** The selector's props, and the events it dispatches itself (documented for the manifest). */
interface AccountSelectorElementProps extends AccountSelectorProps {
  onBusinessUnitChange?: () => void;
  onNavigate?: () => void;
}

/**
 * The element renders the selector without the callback props: the selector itself dispatches
 * `anp-account-changed` and `anp-region-changed` from the element (with the documented detail),
 * so the callbacks defineWidget would turn into the same events are left out, and every event
 * is dispatched once.
 */
function AccountSelectorElementRoot({ variant }: AccountSelectorElementProps) {
  return createElement(AccountSelector, variant ? { variant } : {});
}

/** `<anp-account-selector>`: the account and region selector as a custom element. */
export const accountSelectorElement = defineWidget<AccountSelectorElementProps>({
  tag: 'anp-account-selector',
  component: AccountSelectorElementRoot,
  summary:
    'Account and region selector: the current sold-to account, a plain list or a searchable paged flyout, regions; switching navigates to the landing page.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    {
      name: 'account-button',
      description: 'The button showing the current account (dropdown variant).',
    },
    { name: 'popover', description: 'The panel the button opens.' },
    { name: 'panel', description: 'The inline panel (panel variant).' },
    {
      name: 'account',
      description: 'An account to choose; `account current` is the selected one.',
    },
    {
      name: 'current',
      description:
        'With `tab`, `nav-link`, `menu-item`, `step` or `account`: the one for the current page or choice.',
    },
    { name: 'field', description: 'A form field: its label, hint, control and error.' },
    { name: 'field-label', description: "A field's label." },
    { name: 'input', description: 'The account search box.' },
    {
      name: 'button',
      description:
        'A button (load more, retry); with its weight `secondary` (`::part(button secondary)`).',
    },
    { name: 'secondary', description: 'With `button`: its weight.' },
  ],
  props: {
    variant: {
      type: 'string',
      description:
        'dropdown: a button for a header bar that opens the selector; panel: inline, for a mobile navigation drawer.',
      default: 'dropdown',
      values: ['dropdown', 'panel'],
    },
  },
  events: {
    onAccountChange: kitEvent(
      'anp-account-changed',
      'The user switched account; detail { accountId, region }. anp-business-unit-changed { businessUnit, previous } follows when the unit changed, then anp-navigate { path }.',
    ),
    onBusinessUnitChange: kitEvent(
      'anp-business-unit-changed',
      "The new account's business unit differs from the previous one; detail { businessUnit, previous }.",
    ),
    onRegionChange: kitEvent(
      'anp-region-changed',
      'The user switched region; detail { region }. No account is selected afterwards; anp-navigate { path } follows.',
    ),
    onNavigate: kitEvent(
      'anp-navigate',
      'After a switch, to the landing page; detail { path }. Cancel it to route yourself, else the browser navigates.',
    ),
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Check mark and highlighted account colour.' },
    { name: '--anp-color-surface', description: 'Background of the button and the popover.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

accountSelectorElement.register();
