import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  views: 'Listas de produtos',
  view: {
    all: 'Todos os produtos',
    favourites: 'Favoritos',
    recent: 'Pedidos recentes',
  },
  search: 'Buscar produtos',
  searchHint: 'Nome, SKU ou código da fórmula',
  clearSearch: 'Limpar busca',
  category: 'Categoria',
  allCategories: 'Todas as categorias',
  categoryOption: '{{name}} ({{count}})',
  showing: 'Mostrando {{shown}} de {{total}} produtos',
  loadMore: 'Carregar mais produtos',
  loading: 'Carregando produtos…',
  listFailed: 'Não foi possível carregar os produtos. {{reason}}',
  retry: 'Tentar novamente',
  noMatch: 'Nenhum produto corresponde a “{{term}}”.',
  noMatchHint: 'Confira a ortografia ou busque pelo SKU ou pelo código da fórmula.',
  noProductsInCategory: 'Esta categoria não tem produtos para a sua conta.',
  noProducts: 'Não há produtos disponíveis para esta conta.',
  showAllCategories: 'Ver todas as categorias',
  noFavourites: 'Ainda não há favoritos',
  noFavouritesHint:
    'Toque na estrela ao lado de um produto que você pede com frequência e ele estará aqui.',
  noRecent: 'Nenhum pedido recente',
  noRecentHint:
    'Aqui aparecem os produtos dos pedidos recentes desta conta, com a quantidade pedida da última vez.',
  browseAll: 'Ver todos os produtos',
  added: '{{quantity}} {{unit}} de {{product}} adicionados ao seu carrinho.',
  viewCart: 'Ver carrinho ({{count}})',
  viewCartPlain: 'Ver carrinho',
  addDisabled: {
    NO_ACCOUNT:
      'Escolha uma conta no seletor de contas para adicionar produtos ao carrinho. Enquanto isso, você pode consultar os produtos.',
    NO_PURCHASE_RIGHTS:
      'Seu usuário pode consultar produtos, mas não pedir. Solicite permissão de compra ao seu administrador.',
    CART_HIDDEN:
      'Pedidos on-line não estão disponíveis neste mercado. Entre em contato com seu representante de vendas para fazer um pedido.',
    unknown: 'No momento não é possível adicionar ao carrinho. {{reason}}',
  },
};
