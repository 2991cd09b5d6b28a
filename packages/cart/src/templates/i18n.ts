import { registerTranslations } from '@anp/core';

/** Namespace of "Save as template" (issue 17), shared by the cart and `<anp-order-templates>`. */
export const CART_TEMPLATES_NS = 'cartTemplates';

export const en = {
  button: 'Save as template',
  title: 'Save the cart as a template',
  description:
    'A template keeps the products and quantities of the cart, to order them again later.',
  name: 'Template name',
  nameHint: 'Up to {{max}} characters, e.g. "Weekly layers".',
  nameRequired: 'Give the template a name.',
  share: 'Share with the other users of {{account}}',
  shareAccount: 'Share with the other users of this account',
  shareHint: 'They can see it and start a cart from it; only you can change it.',
  save: 'Save template',
  saving: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
  saved: 'Template {{name}} saved.',
  failed: 'The template could not be saved: {{reason}}',
};

registerTranslations(CART_TEMPLATES_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
