import { registerTranslations } from '@anp/core';

/** Namespace of the order templates strings (issue 17). */
export const ORDER_TEMPLATES_NS = 'orderTemplates';

/** `{{name}}` is the template's name and `{{owner}}` its owner's, both from the server. */
export const en = {
  heading: 'Order templates',
  intro: 'Saved carts of this account: start a cart from one in a click.',
  loading: 'Loading the order templates…',
  failed: 'The order templates could not be loaded. {{reason}}',
  retry: 'Try again',
  noAccount: 'No account is selected. Choose one in the account selector.',
  empty: 'No templates yet. Save a cart as a template to order it again in a few clicks.',
  save: 'Save the cart as a template',
  mineHeading: 'Your templates',
  sharedHeading: 'Shared with you',
  sharedByYou: 'Shared with the other users of this account',
  onlyYou: 'Only you see it',
  sharedBy: 'Shared by {{owner}}',
  products_one: '{{count}} product',
  products_other: '{{count}} products',
  weight: 'Total {{weight}}',
  reminderEvery_one: 'Reminder every day',
  reminderEvery_other: 'Reminder every {{count}} days',
  actions: {
    use: 'Use template',
    useNamed: 'Use template {{name}}',
    rename: 'Rename',
    renameNamed: 'Rename {{name}}',
    delete: 'Delete',
    deleteNamed: 'Delete {{name}}',
    share: 'Share with colleagues',
    shareNamed: 'Share with colleagues: {{name}}',
    unshare: 'Stop sharing',
    unshareNamed: 'Stop sharing {{name}}',
    remind: 'Set a reminder',
    remindNamed: 'Set a reminder for {{name}}',
    stopReminder: 'Stop reminder',
    stopReminderNamed: 'Stop reminder of {{name}}',
  },
  use: {
    title: 'Use {{name}}',
    legend: 'What happens to your cart',
    merge: 'Add to the cart',
    mergeHint: "The template's quantities are added to the products already in the cart.",
    replace: 'Replace the cart',
    replaceHint: "The cart is emptied first, then holds the template's products.",
    confirm: 'Use template',
  },
  summary: {
    title: 'Template {{name}} used',
    goToCart: 'Go to the cart',
  },
  rename: {
    title: 'Rename {{name}}',
    label: 'New name',
    required: 'Give the template a name.',
    confirm: 'Rename',
  },
  delete: {
    title: 'Delete {{name}}?',
    body: 'The template and its reminders are deleted, also for the users it is shared with. Your cart does not change.',
    confirm: 'Delete template',
  },
  remind: {
    title: 'Remind me to order {{name}}',
    label: 'Every how many days',
    hint: 'From {{min}} to {{max}} days. The first reminder comes in that many days, at 8:00.',
    invalid: 'Enter a whole number of days from {{min}} to {{max}}.',
    confirm: 'Set reminder',
  },
  cancel: 'Cancel',
  close: 'Close',
  notice: {
    renamed: 'Template renamed to {{name}}.',
    deleted: 'Template {{name}} deleted.',
    shared: 'Template {{name}} is shared with the other users of this account.',
    unshared: 'Template {{name}} is no longer shared.',
    reminderSet_one: 'You will be reminded to order {{name}} every day.',
    reminderSet_other: 'You will be reminded to order {{name}} every {{count}} days.',
    reminderStopped: 'The reminder of {{name}} is stopped.',
    saved: 'Template {{name}} saved.',
    failed: 'That did not work: {{reason}}',
  },
};

registerTranslations(ORDER_TEMPLATES_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
