import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish (Latin American) wording of Order again, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  button: 'Volver a pedir',
  busy: 'Agregando el pedido {{number}} al carrito…',
  failed: 'No se pudo agregar el pedido {{number}} al carrito: {{reason}}',
  title: 'Pedido {{number}} pedido de nuevo',
  added_one: '{{count}} línea agregada al carrito',
  added_other: '{{count}} líneas agregadas al carrito',
  addedNone: 'Ninguna línea de este pedido se pudo agregar al carrito',
  addedHeading: 'Agregado',
  quantity: '{{quantity}} {{label}}',
  correctedHeading: 'Agregado con la cantidad corregida',
  corrected: '{{ordered}} {{label}} pedidos; {{quantity}} {{label}} agregados: {{rule}}',
  rule: {
    MIN_ERROR: 'la cantidad mínima ahora es mayor',
    PALLET_ERROR: 'solo se vende por tarimas completas',
    INCREMENT_ERROR: 'ahora se vende en otros múltiplos',
  },
  changedHeading: 'Cambios desde el pedido',
  price: 'Precio unitario: {{before}} en el pedido, {{after}} ahora',
  pack: 'Presentación: {{before}} por unidad en el pedido, {{after}} ahora',
  packNow: 'La presentación cambió: {{after}} por unidad ahora',
  notAddedHeading: 'No agregado',
  notAdded: '{{quantity}} {{label}}: {{reason}}',
  reason: {
    discontinued: 'descontinuado',
    notSoldInMarket: 'ya no se vende en su mercado',
    notOrderable: 'no se puede pedir para esta cuenta',
  },
  goToCart: 'Ir al carrito',
  close: 'Cerrar',
};
