import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  title: 'Pedidos',
  tableLabel: 'Pedidos y notas',
  filters: {
    label: 'Filtrar los pedidos',
    search: 'Buscar',
    searchHint: 'Número de pedido u OC',
    clearSearch: 'Borrar búsqueda',
    status: 'Estado',
    type: 'Tipo de pedido',
    chosen: '{{label}}: {{count}} elegidos',
    any: 'Todos',
    dates: 'Fecha del pedido',
    datesHint: 'Cualquier fecha',
    datesOpening: 'Abriendo el calendario…',
    clearAll: 'Quitar todos los filtros',
    presets: {
      last30: 'Últimos 30 días',
      last90: 'Últimos 90 días',
      thisYear: 'Este año',
      lastYear: 'Año pasado',
    },
  },
  status: {
    placed: 'Realizado',
    scheduled: 'Programado',
    shipped: 'Enviado',
    invoiced: 'Facturado',
    cancelled: 'Cancelado',
    open: 'Abierta',
  },
  memoStatus: {
    open: 'Abierta',
    invoiced: 'Facturada',
    cancelled: 'Cancelada',
  },
  type: {
    salesOrder: 'Pedido de venta',
    consignmentOrder: 'Pedido en consignación',
    consignmentReturnOrder: 'Devolución de consignación',
    domesticReturnOrder: 'Devolución nacional',
    debitMemoRequest: 'Solicitud de nota de débito',
    creditMemoRequest: 'Solicitud de nota de crédito',
    invoice: 'Factura',
    memo: 'Nota',
    creditMemo: 'Nota de crédito',
    debitMemo: 'Nota de débito',
  },
  shipMethod: {
    delivery: 'Entrega',
    pickup: 'Recolección',
  },
  invoiceCancelled: 'Factura cancelada',
  columns: {
    orderNumber: 'Número de pedido',
    type: 'Tipo',
    status: 'Estado',
    orderDate: 'Fecha del pedido',
    requestedDate: 'Fecha solicitada',
    po: 'Orden de compra',
    shipMethod: 'Modalidad de envío',
    amount: 'Importe',
    currency: 'Moneda',
    weight: 'Peso',
    weightUnit: 'Unidad',
  },
  showing: 'Mostrando {{shown}} de {{total}}',
  loading: 'Cargando pedidos…',
  noOrders: 'Todavía no hay pedidos',
  noOrdersHint:
    'Aquí aparecerán los pedidos de esta cuenta, con sus facturas y sus notas de crédito y débito.',
  noMatch: 'Ningún pedido coincide con estos filtros',
  noMatchHint:
    'Pruebe con un rango de fechas más amplio, otros estados o parte del número de pedido.',
  clearFilters: 'Quitar filtros',
  failed: 'No se pudieron cargar los pedidos. {{reason}}',
  retry: 'Reintentar',
  noAccount: 'Elija una cuenta',
  noAccountHint:
    'Seleccione una cuenta en el selector de cuentas, arriba en la página, para ver sus pedidos.',
  selection: {
    capped:
      'Se pueden seleccionar como máximo {{cap}} pedidos a la vez; otros {{count}} no se seleccionaron. Acote los filtros para tomar el resto.',
  },
  export: {
    label: 'Exportar la lista',
    pdf: 'Exportar PDF',
    xlsx: 'Exportar XLSX',
  },
  zip: {
    button: 'Descargar documentos ({{count}})',
  },
  cancel: 'Cancelar',
  dismiss: 'Cerrar',
};
