import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings of the memo tile, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  type: {
    credit: 'Nota de crédito',
    debit: 'Nota de débito',
  },
  typeInline: {
    credit: 'nota de crédito',
    debit: 'nota de débito',
  },
  status: {
    Open: 'Aberta',
    Cancelled: 'Cancelada',
    Invoiced: 'Faturada',
  },
  cancelled: 'Cancelada',
  memoDate: 'Data',
  statusLabel: 'Situação',
  amount: 'Valor',
  download: 'Baixar',
  downloadLabel: 'Baixar {{type}} {{number}}',
  downloadFailed: 'Não foi possível baixar a nota. {{reason}}',
  details: 'Detalhes',
  detailsLabel: 'Detalhes da {{type}} {{number}}',
  facts: {
    invoiceNumber: 'Número da nota fiscal',
    originalInvoice: 'Nota fiscal original',
    originalInvoiceDate: 'Data da nota fiscal original',
    orderNumber: 'Número do pedido',
    customerPO: 'Pedido de compra',
    soldTo: 'Cliente',
    orderValue: 'Valor do pedido',
    memoValue: 'Valor da nota',
    netAmount: 'Valor líquido',
    vat: 'Impostos',
    grossAmount: 'Valor total',
  },
  loading: 'Carregando a nota {{number}}…',
  notFound: 'A nota {{number}} não foi encontrada. Ela pode pertencer a outra conta.',
  failed: 'Não foi possível carregar a nota {{number}}. {{reason}}',
  retry: 'Tentar novamente',
  missingNumber: 'Este cartão precisa de um número de nota (o atributo memo-number).',
};
