import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings of the memo tile, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  type: {
    credit: 'Nota de crédito',
    debit: 'Nota de débito',
  },
  typeInline: {
    credit: 'nota de crédito',
    debit: 'nota de débito',
  },
  status: {
    Open: 'Abierta',
    Cancelled: 'Cancelada',
    Invoiced: 'Facturada',
  },
  cancelled: 'Cancelada',
  memoDate: 'Fecha',
  statusLabel: 'Estado',
  amount: 'Importe',
  download: 'Descargar',
  downloadLabel: 'Descargar {{type}} {{number}}',
  downloadFailed: 'No se pudo descargar la nota. {{reason}}',
  details: 'Detalles',
  detailsLabel: 'Detalles de {{type}} {{number}}',
  facts: {
    invoiceNumber: 'Número de factura',
    originalInvoice: 'Factura original',
    originalInvoiceDate: 'Fecha de la factura original',
    orderNumber: 'Número de pedido',
    customerPO: 'Orden de compra',
    soldTo: 'Cliente',
    orderValue: 'Valor del pedido',
    memoValue: 'Valor de la nota',
    netAmount: 'Importe neto',
    vat: 'IVA',
    grossAmount: 'Importe total',
  },
  loading: 'Cargando la nota {{number}}…',
  notFound: 'No se encontró la nota {{number}}. Puede pertenecer a otra cuenta.',
  failed: 'No se pudo cargar la nota {{number}}. {{reason}}',
  retry: 'Reintentar',
  missingNumber: 'Esta tarjeta necesita un número de nota (el atributo memo-number).',
};
