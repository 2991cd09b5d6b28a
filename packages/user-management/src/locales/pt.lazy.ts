import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  retry: 'Tentar novamente',
  status: { Active: 'Ativo', 'In Progress': 'Em andamento', Inactive: 'Inativo' },
  userType: { Internal: 'Interno', External: 'Externo', Customer: 'Cliente' },
  field: {
    name: 'Nome',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    email: 'E-mail',
    phone: 'Telefone',
    mobile: 'Celular',
    language: 'Idioma',
    country: 'Mercado',
    userType: 'Tipo de usuário',
    role: 'Função',
    status: 'Situação',
    businessUnit: 'Unidade de negócio',
    region: 'Região',
    accounts: 'Contas',
    primaryAccount: 'Conta principal',
    shipTos: 'Locais de entrega',
    permissions: 'Permissões',
    lastSignIn: 'Último acesso',
  },
  never: 'Nunca',
  none: 'Nenhum',
  noAccessTitle: 'Sem acesso à gestão de usuários',
  error: {
    FORBIDDEN: 'Você não tem permissão para gerenciar usuários. Peça acesso a um administrador.',
    EMAIL_EXISTS: 'Já existe um usuário com este e-mail.',
    DUPLICATE_ASSOCIATION: 'Esta conta já está vinculada ao usuário.',
    MIN_SELECTION: 'Escolha pelo menos uma conta.',
    PRIMARY_REQUIRED: 'Marque uma das contas como principal.',
    VERSION_CONFLICT:
      'Outra pessoa salvou este usuário depois que você o abriu. Recarregue para ver as alterações; o que você digitou é mantido.',
    USER_INACTIVE: 'Este usuário está desativado.',
  },
};
