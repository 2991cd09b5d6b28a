import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish (Latin American) wording of the ordering rules, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  bulkMinimum:
    'Las entregas a granel requieren al menos {{min_bulk_weight}} {{uom}} de producto a granel. Agregue más producto a granel o elija recolección.',
  maxWeight:
    'Este pedido pesa más de lo que puede llevar el camión ({{maxWeight}} {{uom}}). Elija un camión más grande o reduzca las cantidades.',
  maxWeightNewBusiness:
    'Un camión puede llevar hasta {{maxWeight}} {{uom}}. Reduzca las cantidades o divida el pedido.',
  dateUnavailable: 'La fecha solicitada no está disponible. Elija otra fecha.',
  productUnavailable:
    '{{title}} ya no se puede pedir para esta cuenta. Quítelo del carrito, por favor.',
  quantityRule: 'La cantidad de {{title}} no cumple sus reglas de pedido. Ajústela, por favor.',
  quantityMinimum: 'La cantidad de {{title}} es menor que el mínimo de {{minQuantity}}.',
  quantityPallet:
    '{{title}} se vende en tarimas completas de {{perPalletCount}}. Pida tarimas completas, por favor.',
  quantityIncrement:
    '{{title}} se vende en múltiplos de {{increment}}. Ajuste la cantidad, por favor.',
  smallOrderFee:
    'Los pedidos con menos de {{maxWeight}} {{uom}} de producto en bultos tienen un cargo por pedido pequeño. Acepte el cargo o agregue más bultos.',
  mixedBoxAndBulk:
    'Los productos en caja y a granel salen de lugares distintos. Haga un pedido para cada tipo, por favor.',
  headingDate: 'Elija otra fecha solicitada',
  headingUpdate: 'Actualice su carrito',
  headingSeveral: 'Corrija lo siguiente antes de continuar',
  minimum: 'La cantidad mínima es {{minQuantity}}.',
  pallet: 'Pida tarimas completas de {{perPalletCount}}.',
  increment: 'Pida en múltiplos de {{increment}}.',
  dateInvalid: 'Ingrese una fecha válida.',
  dateTooEarly: 'La primera fecha disponible es el {{earliest}}.',
  dateTooLate: 'Elija una fecha hasta el {{latest}}.',
  dateNonWorking: 'La planta no trabaja ese día de la semana. Elija otro día.',
  dateBlocked: 'La planta está cerrada en esa fecha. Elija otro día.',
  // Why a calendar day cannot be chosen (each reason its own label).
  dayPast: 'Fecha pasada',
  dayLeadTime: 'Dentro del tiempo de entrega: la fecha más próxima es {{earliest}}',
  dayTooLate: 'Demasiado adelante: la última fecha es {{latest}}',
  dayNotShipping: 'La planta no despacha este día de la semana',
  dayHoliday: 'Día festivo: {{name}}',
  dayClosing: 'Planta cerrada: {{name}}',
  feeLimit:
    'Los pedidos con menos de {maxWeight} {uom} de producto en bultos tienen un cargo por pedido pequeño.',
};
