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
  loading: 'Carregando produtos…',
  retry: 'Tentar novamente',
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
