import { registerTranslations } from '@anp/core';

export const ORDERS_PAGE_NS = 'host-orders';

export const en = {
  title: 'Orders',
  account: 'Orders and memos of {{name}} · sold-to {{code}}',
};

registerTranslations(ORDERS_PAGE_NS, {
  en,
  es: {
    title: 'Pedidos',
    account: 'Pedidos y notas de {{name}} · cliente {{code}}',
  },
  pt: {
    title: 'Pedidos',
    account: 'Pedidos e notas de {{name}} · cliente {{code}}',
  },
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
