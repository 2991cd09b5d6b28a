import { registerTranslations } from '@anp/core';

export const ORDER_BUILDER_PAGE_NS = 'host-orderbuilder';

export const en = {
  title: 'Place order',
  account: 'Ordering for {{name}} · sold-to {{code}}',
  intro: 'Search the catalogue, or start from your favourites and recent orders.',
};

registerTranslations(ORDER_BUILDER_PAGE_NS, {
  en,
  es: {
    title: 'Hacer un pedido',
    account: 'Pedido para {{name}} · cliente {{code}}',
    intro: 'Busque en el catálogo o empiece por sus favoritos y sus pedidos recientes.',
  },
  pt: {
    title: 'Fazer pedido',
    account: 'Pedido para {{name}} · cliente {{code}}',
    intro: 'Busque no catálogo ou comece pelos seus favoritos e pedidos recentes.',
  },
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
