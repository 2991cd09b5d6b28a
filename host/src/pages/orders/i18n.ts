import { registerTranslations } from '@anp/core';

export const ORDERS_PAGE_NS = 'host-orders';

registerTranslations(ORDERS_PAGE_NS, {
  en: {
    title: 'Orders',
    account: 'Orders and memos of {{name}} · sold-to {{code}}',
  },
  es: {
    title: 'Pedidos',
    account: 'Pedidos y notas de {{name}} · cliente {{code}}',
  },
  pt: {
    title: 'Pedidos',
    account: 'Pedidos e notas de {{name}} · cliente {{code}}',
  },
});
