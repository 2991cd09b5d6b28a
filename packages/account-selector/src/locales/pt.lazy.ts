import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  account: 'Conta',
  selectAccount: 'Selecione uma conta',
  dialog: 'Escolha uma conta',
  accounts: 'Contas',
  noAccounts: 'Ainda não há contas vinculadas ao seu usuário.',
  search: 'Pesquisar contas',
  searchHint: 'Nome, código do cliente ou contato',
  showing: 'Mostrando {{shown}} de {{total}} contas',
  noMatch: 'Nenhuma conta corresponde a “{{term}}”.',
  loading: 'Carregando contas…',
  loadMore: 'Carregar mais contas',
  listFailed: 'Não foi possível carregar as contas. {{reason}}',
  retry: 'Tentar novamente',
  contextFailed: 'Suas contas não estão disponíveis no momento.',
  region: 'Região',
  regionValue: 'Região: {{region}}',
  chooseRegion: 'Escolha uma região',
  regions: 'Regiões',
  currentMark: '(selecionada)',
  tagNew: 'Nova',
  tagCurrent: 'Atual',
  switching: 'Mudando para {{account}}…',
  switchFailed: 'Sua conta não foi alterada. {{reason}}',
};
