import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  title: 'Seu perfil',
  details: 'Dados pessoais',
  fields: {
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    mobile: 'Celular',
    userType: 'Tipo de usuário',
    roles: 'Funções',
    status: 'Situação',
    account: 'Conta da empresa',
    locale: 'Localidade',
    currency: 'Moeda',
    timeZone: 'Fuso horário',
  },
  notProvided: 'Não informado',
  noRoles: 'Nenhuma função atribuída',
  noAccount: 'Nenhuma conta selecionada',
  accountValue: '{{name}} (emissor {{code}})',
  userTypes: { internal: 'Interno', external: 'Externo', customer: 'Cliente' },
  statuses: { active: 'Ativo', inProgress: 'Em andamento', inactive: 'Inativo' },
  language: {
    heading: 'Preferência de idioma',
    legend: 'Idioma do portal',
    hint: 'O portal mostra as páginas neste idioma sempre que o seu mercado o oferecer.',
    save: 'Salvar',
    saved: 'Sua preferência de idioma foi salva.',
    savedNotOffered:
      'Sua preferência de idioma foi salva. As páginas deste mercado não são oferecidas em {{language}}, então esta página mantém o idioma.',
    failed:
      'Não foi possível salvar sua preferência de idioma. {{reason}} Sua escolha foi mantida: tente novamente.',
  },
  access: {
    heading: 'Suas contas e permissões',
    hint: 'Quem define é o seu administrador. Peça a ele uma alteração.',
    accounts: 'Contas',
    noAccounts: 'Nenhuma conta está vinculada a você.',
    primary: 'Principal',
    kinds: { customer: 'Conta de cliente', internal: 'Conta interna', pork: 'Conta de suínos' },
    groups: 'Grupos de permissão',
    keys: 'Permissões',
    noGroups: 'Nenhum grupo de permissões.',
    noKeys: 'Nenhuma permissão nomeada.',
    loading: 'Carregando suas contas e permissões…',
    failed: 'Não foi possível carregar suas contas e permissões. {{reason}}',
    unavailable: 'Suas contas e permissões não podem ser mostradas aqui.',
  },
  languages: { en: 'English', es: 'Español', pt: 'Português', ko: '한국어' },
  loading: 'Carregando seu perfil…',
  failedTitle: 'Não foi possível carregar seu perfil',
  failed: 'Não conseguimos carregar seu perfil. {{reason}}',
  retry: 'Tentar novamente',
};
