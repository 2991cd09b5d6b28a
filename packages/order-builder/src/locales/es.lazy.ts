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
  loading: 'Cargando productos…',
  retry: 'Reintentar',
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
