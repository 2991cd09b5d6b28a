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
  search: 'Search products',
  searchHint: 'Name, SKU or form code',
  clearSearch: 'Clear search',
  category: 'Category',
  allCategories: 'All categories',
  categoryOption: '{{name}} ({{count}})',
  showing: 'Showing {{shown}} of {{total}} products',
  loadMore: 'Load more products',
  loading: 'Loading products…',
  listFailed: 'The products could not be loaded. {{reason}}',
  retry: 'Retry',
  noMatch: 'No products match “{{term}}”.',
  noMatchHint: 'Check the spelling, or search by SKU or form code.',
  noProductsInCategory: 'This category has no products for your account.',
  noProducts: 'No products are available for this account.',
  showAllCategories: 'Show all categories',
  noFavourites: 'No favourites yet',
  noFavouritesHint:
    'Press the star next to a product you order often, and it will be waiting for you here.',
  noRecent: 'Nothing ordered recently',
  noRecentHint:
    'Products from the recent orders of this account appear here, with the quantity you ordered last time.',
  browseAll: 'Browse all products',
  added: 'Added {{quantity}} {{unit}} of {{product}} to your cart.',
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
});
