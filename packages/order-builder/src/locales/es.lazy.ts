import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  views: 'Listas de productos',
  view: {
    all: 'Todos los productos',
    favourites: 'Favoritos',
    recent: 'Pedidos recientes',
  },
  search: 'Buscar productos',
  searchHint: 'Nombre, SKU o código de fórmula',
  clearSearch: 'Borrar búsqueda',
  category: 'Categoría',
  allCategories: 'Todas las categorías',
  categoryOption: '{{name}} ({{count}})',
  showing: 'Mostrando {{shown}} de {{total}} productos',
  loadMore: 'Cargar más productos',
  loading: 'Cargando productos…',
  listFailed: 'No se pudieron cargar los productos. {{reason}}',
  retry: 'Reintentar',
  noMatch: 'Ningún producto coincide con «{{term}}».',
  noMatchHint: 'Revise la ortografía o busque por SKU o código de fórmula.',
  noProductsInCategory: 'Esta categoría no tiene productos para su cuenta.',
  noProducts: 'No hay productos disponibles para esta cuenta.',
  showAllCategories: 'Ver todas las categorías',
  noFavourites: 'Todavía no tiene favoritos',
  noFavouritesHint:
    'Pulse la estrella junto a un producto que pide con frecuencia y lo encontrará aquí.',
  noRecent: 'No hay pedidos recientes',
  noRecentHint:
    'Aquí aparecen los productos de los pedidos recientes de esta cuenta, con la cantidad que pidió la última vez.',
  browseAll: 'Ver todos los productos',
  added: 'Se agregaron {{quantity}} {{unit}} de {{product}} a su carrito.',
  viewCart: 'Ver carrito ({{count}})',
  viewCartPlain: 'Ver carrito',
  addDisabled: {
    NO_ACCOUNT:
      'Elija una cuenta en el selector de cuentas para agregar productos al carrito. Mientras tanto puede consultar los productos.',
    NO_PURCHASE_RIGHTS:
      'Su usuario puede consultar productos pero no pedirlos. Solicite permisos de compra a su administrador.',
    CART_HIDDEN:
      'Los pedidos en línea no están disponibles en este mercado. Comuníquese con su representante de ventas para hacer un pedido.',
    unknown: 'Por ahora no es posible agregar al carrito. {{reason}}',
  },
};
