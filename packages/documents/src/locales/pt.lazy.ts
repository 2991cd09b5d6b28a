import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  search: 'Buscar documentos',
  searchHint: 'Título ou nome do arquivo',
  clearSearch: 'Limpar busca',
  type: 'Tipo',
  allTypes: 'Todos os tipos',
  kind: {
    pricelist: 'Lista de preços',
    brochure: 'Folheto',
    label: 'Rótulo',
    certificate: 'Certificado',
    video: 'Vídeo',
  },
  kinds: {
    pricelist: 'tabelas de preços',
    brochure: 'folhetos',
    label: 'rótulos',
    certificate: 'certificados',
    video: 'vídeos',
  },
  sort: 'Ordenar por',
  sortBy: {
    newest: 'Mais recentes',
    title: 'Título (A a Z)',
    relevance: 'Mais relevantes',
  },
  sortWhileSearching: 'Os resultados da busca são ordenados por relevância.',
  showing: 'Mostrando {{shown}} de {{total}} documentos',
  showingMatches: 'Mostrando {{shown}} de {{total}} documentos para “{{term}}”',
  loading: 'Carregando documentos…',
  loadMore: 'Carregar mais documentos',
  retry: 'Tentar novamente',
  failed: 'Não foi possível carregar os documentos. {{reason}}',
  empty: {
    none: 'Ainda não há documentos',
    noneHint:
      'As tabelas de preços, folhetos, rótulos, certificados e vídeos da sua conta aparecerão aqui.',
    noMatch: 'Nenhum documento encontrado para “{{term}}”',
    noMatchHint: 'Confira a grafia ou busque pelo nome de um produto ou por um mês.',
    noneOfType: 'No momento não há {{kinds}}',
    showAllTypes: 'Ver todos os tipos',
  },
  published: 'Publicado em {{date}}',
  accountBadge: 'Sua conta',
  preview: 'Visualizar',
  previewTitle: 'Pré-visualização do documento',
  download: 'Baixar',
  downloaded: '{{name}} foi baixado.',
  close: 'Fechar',
};
