import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  heading: 'Sua conta',
  loading: 'Carregando sua conta…',
  failed: 'Não foi possível carregar sua conta. {{reason}}',
  retry: 'Tentar novamente',
  noAccount: 'Nenhuma conta está selecionada. Escolha uma no seletor de contas.',
  showDetails: 'Mostrar detalhes',
  hideDetails: 'Ocultar detalhes',
  facts: {
    soldTo: 'Cliente',
    region: 'Região',
    salesOrg: 'Organização de vendas',
    businessUnit: 'Unidade de negócio',
  },
};
