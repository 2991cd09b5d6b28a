import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish (Latin American) wording of the truckload meter, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  heading: 'Carga del camión',
  reading: '{{load}} de {{capacity}} {{unit}}',
  readingNoTruck: '{{load}} {{unit}} cargadas; elija un tamaño de camión para ver qué tan lleno va',
  left: 'Faltan {{weight}} {{unit}} para llenar el camión',
  full: 'El camión está lleno',
  over: '{{weight}} {{unit}} por encima del máximo del camión. Elija un camión más grande o reduzca las cantidades.',
  bulkShort:
    'Granel: {{weight}} de las {{minimum}} {{unit}} que requiere una entrega a granel. Agregue producto a granel o elija recolección.',
  bulkMet: 'Granel: {{weight}} {{unit}}; se cumple el mínimo a granel de {{minimum}} {{unit}}',
  bagShort:
    'Sacos: {{weight}} de {{minimum}} {{unit}}; por debajo se cobra un cargo por pedido pequeño.',
  bagShortAccepted:
    'Sacos: {{weight}} de {{minimum}} {{unit}}; el cargo por pedido pequeño está aceptado.',
  bagMet: 'Sacos: {{weight}} {{unit}}; se cumple el mínimo de sacos de {{minimum}} {{unit}}',
  markers: 'Marcas en la barra',
  markerMaximum: 'Máximo del camión: {{weight}} {{unit}}',
  markerBulk: 'Mínimo a granel: {{weight}} {{unit}}',
  markerBag: 'Mínimo de sacos: {{weight}} {{unit}}',
  meterLabel: 'Carga del camión',
  pending_one: 'Incluye {{count}} cantidad escrita que aún no se agrega al carrito.',
  pending_other: 'Incluye {{count}} cantidades escritas que aún no se agregan al carrito.',
};
