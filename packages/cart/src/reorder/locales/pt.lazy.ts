import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Brazilian Portuguese wording of Order again, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  button: 'Pedir novamente',
  busy: 'Adicionando o pedido {{number}} ao carrinho…',
  failed: 'Não foi possível adicionar o pedido {{number}} ao carrinho: {{reason}}',
  title: 'Pedido {{number}} pedido novamente',
  added_one: '{{count}} linha adicionada ao carrinho',
  added_other: '{{count}} linhas adicionadas ao carrinho',
  addedNone: 'Nenhuma linha deste pedido pôde ser adicionada ao carrinho',
  addedHeading: 'Adicionado',
  quantity: '{{quantity}} {{label}}',
  correctedHeading: 'Adicionado com a quantidade corrigida',
  corrected: '{{ordered}} {{label}} pedidos; {{quantity}} {{label}} adicionados: {{rule}}',
  rule: {
    MIN_ERROR: 'a quantidade mínima agora é maior',
    PALLET_ERROR: 'é vendido apenas em paletes completos',
    INCREMENT_ERROR: 'agora é vendido em outros múltiplos',
  },
  changedHeading: 'Alterações desde o pedido',
  price: 'Preço unitário: {{before}} no pedido, {{after}} agora',
  pack: 'Embalagem: {{before}} por unidade no pedido, {{after}} agora',
  packNow: 'A embalagem mudou: {{after}} por unidade agora',
  notAddedHeading: 'Não adicionado',
  notAdded: '{{quantity}} {{label}}: {{reason}}',
  reason: {
    discontinued: 'descontinuado',
    notSoldInMarket: 'não é mais vendido no seu mercado',
    notOrderable: 'não pode ser pedido para esta conta',
  },
  goToCart: 'Ir para o carrinho',
  close: 'Fechar',
};
