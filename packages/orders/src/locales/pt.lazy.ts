import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  title: 'Pedidos',
  tableLabel: 'Pedidos e notas',
  filters: {
    label: 'Filtrar os pedidos',
    search: 'Buscar',
    searchHint: 'Número do pedido ou OC',
    clearSearch: 'Limpar busca',
    status: 'Situação',
    type: 'Tipo de pedido',
    chosen: '{{label}}: {{count}} escolhidos',
    any: 'Todos',
    dates: 'Data do pedido',
    datesHint: 'Qualquer data',
    datesOpening: 'Abrindo o calendário…',
    clearAll: 'Limpar todos os filtros',
    presets: {
      last30: 'Últimos 30 dias',
      last90: 'Últimos 90 dias',
      thisYear: 'Este ano',
      lastYear: 'Ano passado',
    },
  },
  status: {
    placed: 'Realizado',
    scheduled: 'Programado',
    shipped: 'Enviado',
    invoiced: 'Faturado',
    cancelled: 'Cancelado',
    open: 'Aberta',
  },
  memoStatus: {
    open: 'Aberta',
    invoiced: 'Faturada',
    cancelled: 'Cancelada',
  },
  type: {
    salesOrder: 'Pedido de venda',
    consignmentOrder: 'Pedido em consignação',
    consignmentReturnOrder: 'Devolução de consignação',
    domesticReturnOrder: 'Devolução nacional',
    debitMemoRequest: 'Solicitação de nota de débito',
    creditMemoRequest: 'Solicitação de nota de crédito',
    invoice: 'Nota fiscal',
    memo: 'Nota',
    creditMemo: 'Nota de crédito',
    debitMemo: 'Nota de débito',
  },
  shipMethod: {
    delivery: 'Entrega',
    pickup: 'Retirada',
  },
  invoiceCancelled: 'Nota fiscal cancelada',
  columns: {
    orderNumber: 'Número do pedido',
    type: 'Tipo',
    status: 'Situação',
    orderDate: 'Data do pedido',
    requestedDate: 'Data desejada',
    po: 'Pedido de compra',
    shipMethod: 'Forma de envio',
    amount: 'Valor',
    currency: 'Moeda',
    weight: 'Peso',
    weightUnit: 'Unidade',
  },
  showing: 'Mostrando {{shown}} de {{total}}',
  loading: 'Carregando pedidos…',
  noOrders: 'Ainda não há pedidos',
  noOrdersHint:
    'Os pedidos desta conta, com as notas fiscais e as notas de crédito e débito, aparecerão aqui.',
  noMatch: 'Nenhum pedido corresponde a estes filtros',
  noMatchHint: 'Tente um período maior, outros status ou parte do número do pedido.',
  clearFilters: 'Limpar filtros',
  failed: 'Não foi possível carregar os pedidos. {{reason}}',
  retry: 'Tentar novamente',
  noAccount: 'Escolha uma conta',
  noAccountHint:
    'Selecione uma conta no seletor de contas, no topo da página, para ver os pedidos dela.',
  selection: {
    capped:
      'É possível selecionar no máximo {{cap}} pedidos de uma vez; outros {{count}} não foram selecionados. Restrinja os filtros para pegar o restante.',
  },
  export: {
    label: 'Exportar a lista',
    pdf: 'Exportar PDF',
    xlsx: 'Exportar XLSX',
  },
  zip: {
    button: 'Baixar documentos ({{count}})',
  },
  cancel: 'Cancelar',
  dismiss: 'Fechar',
};
