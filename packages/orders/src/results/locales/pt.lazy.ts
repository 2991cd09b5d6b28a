import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings of the results, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  actions: {
    view: 'Ver detalhes',
    viewOriginal: 'Ver o pedido {{number}}',
    download: {
      invoice: 'Baixar nota fiscal',
      packlist: 'Baixar romaneio',
      coa: 'Baixar certificado de análise',
      memo: 'Baixar nota',
    },
    modify: 'Alterar pedido',
    orderAgain: 'Pedir novamente',
  },
  documents: {
    invoice: 'Nota fiscal',
    packlist: 'Romaneio',
    coa: 'Certificado de análise',
    memo: 'Nota',
  },
  lines: {
    label: 'Produtos do pedido {{number}}',
    loading: 'Carregando os produtos do pedido {{number}}…',
    failed: 'Não foi possível carregar os produtos deste pedido. {{reason}}',
    none: 'Este pedido não tem itens.',
    product: 'Produto',
    sku: 'SKU',
    quantity: 'Quantidade',
    weight: 'Peso líquido',
    amount: 'Valor',
    lot: 'Lote {{lot}}',
  },
  notice: {
    downloading: 'Baixando {{document}} de {{number}}…',
    downloaded: '{{file}} baixado.',
    downloadFailed: 'Não foi possível baixar {{document}} de {{number}}. {{reason}}',
    reordering: 'Adicionando os produtos do pedido {{number}} ao seu carrinho…',
    reordered: 'Os produtos do pedido {{number}} estão no seu carrinho.',
    reorderFailed: 'Não foi possível adicionar o pedido {{number}} ao seu carrinho. {{reason}}',
    goToCart: 'Ir para o carrinho',
  },
  failedMore: 'Não foi possível carregar mais pedidos. {{reason}}',
  export: {
    fetching: 'Preparando a exportação: {{done}} de {{total}} pedidos',
    building: 'Gravando {{file}}…',
    saved: '{{file}} salvo: {{count}} pedidos.',
    leftOut:
      'Só é possível exportar de uma vez os primeiros {{cap}} de {{total}} pedidos; {{count}} ficaram de fora. Restrinja os filtros para exportar o restante.',
    failed: 'Não foi possível fazer a exportação. {{reason}}',
    cancelled: 'A exportação foi cancelada.',
    nothing: 'Não há pedidos para exportar com estes filtros.',
    exported: 'Exportado em {{date}} às {{time}}',
    account: '{{name}} · cliente {{code}}',
    noFilters: 'Filtros: nenhum, todos os pedidos e notas',
    status: 'Status: {{list}}',
    type: 'Tipo de pedido: {{list}}',
    dates: 'Data do pedido: de {{from}} a {{to}}',
    search: 'Número do pedido ou ordem de compra começando por: {{term}}',
    sort: 'Ordenado por {{column}}, {{direction}}',
    ascending: 'crescente',
    descending: 'decrescente',
    footer: '{{count}} pedidos e notas',
  },
  zip: {
    fetching: 'Baixando documentos: {{done}} de {{total}}',
    building: 'Gravando documents.zip…',
    saved: 'documents.zip salvo: {{count}} documentos.',
    partial:
      'documents.zip salvo com {{count}} documentos. Estes não puderam ser baixados (listados em errors.txt dentro do zip):',
    allFailed: 'Nenhum documento pôde ser baixado, por isso o zip não foi salvo:',
    none: 'Os pedidos selecionados ainda não têm documentos para baixar.',
    cancelled: 'O download dos documentos foi cancelado.',
    errorsHeading: 'Estes documentos não puderam ser baixados:',
    failure: '{{number}}, {{document}}: {{reason}}',
  },
};
