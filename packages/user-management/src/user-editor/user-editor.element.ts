import { createElement } from 'react';
import { defineWidget, kitEvent } from '@anp/core';

interface UserEditorElementProps {
  userId?: string;
  headingLevel?: number;
  onNavigate?: () => void;
}

/** `<anp-user-editor>`: add a user (no `user-id`) or edit one, in steps, with its history. */
export const userEditorElement = defineWidget<UserEditorElementProps>({
  tag: 'anp-user-editor',
  // The editor (its steps, lookups and history) loads once the element is on the page.
  load: () =>
    import('./user-editor').then(
      ({ UserEditor }) =>
        ({ userId, headingLevel }: UserEditorElementProps) =>
          createElement(UserEditor, {
            key: userId ?? '',
            userId: userId ?? null,
            headingLevel: headingLevel as 1 | 2 | 3,
          }),
    ),
  headingLevel: {
    default: 1,
    min: 1,
    max: 3,
    description: "Level of the page's heading (1 to 3).",
  },
  summary:
    'Add or edit a user in steps (basic info with the e-mail checked while typing, accounts with one primary, ship-to mode, permissions, review), save, activate or deactivate, and the change history. Unsaved changes are kept in the tab and leaving asks first.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'field', description: 'A form field: its label, hint, control and error.' },
    { name: 'field-label', description: "A field's label." },
    { name: 'input', description: "A field's control box: text or select." },
    { name: 'button', description: 'A button (Next, Back, Save user, Activate, Deactivate).' },
    { name: 'primary', description: 'With `button`: its weight.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'danger', description: 'With `button` or `badge`: its weight or tone.' },
    { name: 'badge', description: "The user's status." },
    { name: 'success', description: 'With `badge`: its tone (an active user).' },
  ],
  props: {
    userId: {
      type: 'string',
      description: 'The id of the user to edit; absent, the element adds a user.',
    },
  },
  events: {
    onNavigate: kitEvent(
      'anp-navigate',
      "A link to another portal page (the users list, another user, the new user's page after the first save) was followed; detail { path }. Cancel it to route yourself, else the browser navigates.",
    ),
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Buttons, links and the current step.' },
    { name: '--anp-color-surface', description: 'Background of the panels.' },
    { name: '--anp-color-danger', description: 'Errors and Deactivate.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

userEditorElement.register();
