import { registerTranslations } from '@anp/core';

/** Namespace of the order builder's strings. */
export const NS = 'orderBuilder';

export const en = {
  views: 'Product lists',
  view: {
    all: 'All products',
    favourites: 'Favourites',
    recent: 'Recently ordered',
  },
  loading: 'Loading products…',
  retry: 'Retry',
  viewCart: 'View cart ({{count}})',
  viewCartPlain: 'View cart',
  addDisabled: {
    NO_ACCOUNT:
      'Choose an account in the account selector to add products to the cart. You can browse the products meanwhile.',
    NO_PURCHASE_RIGHTS:
      'Your user can browse products but not order them. Ask your administrator for purchase rights.',
    CART_HIDDEN:
      'Online ordering is not offered in this market. Please contact your sales representative to place an order.',
    unknown: 'Adding to the cart is not available right now. {{reason}}',
  },
};

registerTranslations(NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
