import { registerTranslations } from '@anp/core';

/** Strings of the footer, loaded with the footer (not with every element). */
export const FOOTER_NS = 'footer';

export const en = {
  label: 'Site footer',
  links: 'Footer links',
  cookieSettings: 'Cookie settings',
  copyright: '© {{year}} {{owner}}. All rights reserved.',
};

registerTranslations(FOOTER_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
