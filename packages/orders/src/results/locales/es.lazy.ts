import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings of the results, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  actions: {
    view: 'Ver detalles',
    viewOriginal: 'Ver el pedido {{number}}',
    download: {
      invoice: 'Descargar factura',
      packlist: 'Descargar lista de empaque',
      coa: 'Descargar certificado de análisis',
      memo: 'Descargar nota',
    },
    modify: 'Modificar pedido',
    orderAgain: 'Volver a pedir',
  },
  documents: {
    invoice: 'Factura',
    packlist: 'Lista de empaque',
    coa: 'Certificado de análisis',
    memo: 'Nota',
  },
  lines: {
    label: 'Productos del pedido {{number}}',
    loading: 'Cargando los productos del pedido {{number}}…',
    failed: 'No se pudieron cargar los productos de este pedido. {{reason}}',
    none: 'Este pedido no tiene líneas de producto.',
    product: 'Producto',
    sku: 'SKU',
    quantity: 'Cantidad',
    weight: 'Peso neto',
    amount: 'Importe',
    lot: 'Lote {{lot}}',
  },
  notice: {
    downloading: 'Descargando {{document}} de {{number}}…',
    downloaded: 'Se descargó {{file}}.',
    downloadFailed: 'No se pudo descargar {{document}} de {{number}}. {{reason}}',
    reordering: 'Agregando los productos del pedido {{number}} a su carrito…',
    reordered: 'Los productos del pedido {{number}} están en su carrito.',
    reorderFailed: 'No se pudo agregar el pedido {{number}} a su carrito. {{reason}}',
    goToCart: 'Ir al carrito',
  },
  failedMore: 'No se pudieron cargar más pedidos. {{reason}}',
  export: {
    fetching: 'Preparando la exportación: {{done}} de {{total}} pedidos',
    building: 'Escribiendo {{file}}…',
    saved: 'Se guardó {{file}}: {{count}} pedidos.',
    leftOut:
      'Solo se pueden exportar a la vez los primeros {{cap}} de {{total}} pedidos; quedaron fuera {{count}}. Acote los filtros para exportar el resto.',
    failed: 'No se pudo hacer la exportación. {{reason}}',
    cancelled: 'Se canceló la exportación.',
    nothing: 'No hay pedidos que exportar con estos filtros.',
    exported: 'Exportado el {{date}} a las {{time}}',
    account: '{{name}} · cliente {{code}}',
    noFilters: 'Filtros: ninguno, todos los pedidos y notas',
    status: 'Estado: {{list}}',
    type: 'Tipo de pedido: {{list}}',
    dates: 'Fecha del pedido: del {{from}} al {{to}}',
    search: 'Número de pedido u orden de compra que empieza por: {{term}}',
    sort: 'Ordenado por {{column}}, {{direction}}',
    ascending: 'ascendente',
    descending: 'descendente',
    footer: '{{count}} pedidos y notas',
  },
  zip: {
    fetching: 'Descargando documentos: {{done}} de {{total}}',
    building: 'Escribiendo documents.zip…',
    saved: 'Se guardó documents.zip: {{count}} documentos.',
    partial:
      'Se guardó documents.zip con {{count}} documentos. Estos no se pudieron descargar (se listan en errors.txt dentro del zip):',
    allFailed: 'No se pudo descargar ningún documento, así que no se guardó el zip:',
    none: 'Los pedidos seleccionados todavía no tienen documentos para descargar.',
    cancelled: 'Se canceló la descarga de documentos.',
    errorsHeading: 'Estos documentos no se pudieron descargar:',
    failure: '{{number}}, {{document}}: {{reason}}',
  },
};
