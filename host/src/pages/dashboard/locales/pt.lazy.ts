import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  greeting: 'Bem-vindo, {{name}}',
  greetingNoName: 'Bem-vindo',
  account: 'Conta: {{name}} · emissor {{code}}',
  noAccount:
    'Nenhuma conta está selecionada. Escolha uma no seletor de contas no topo da página para fazer pedidos e ver os pedidos e documentos dela.',
  loading: 'Carregando o seu painel…',
  failedTitle: 'Não foi possível carregar o seu painel',
  failed: 'Não conseguimos carregar os seus dados. {{reason}}',
  retry: 'Tentar novamente',
  shortcuts: 'O que você deseja fazer?',
  insights: 'Seus pedidos em resumo',
  programmes: 'Programas de nutrição',
  marketFailed: 'Não foi possível carregar agora os programas de nutrição do seu mercado.',
  supportHeading: 'Precisa de ajuda?',
  supportIntro: 'Nossa equipe de atendimento ao cliente está aqui para ajudar.',
  supportPhone: 'Telefone',
  supportEmail: 'E-mail',
  complaintIntro: 'Algum problema com um produto ou uma entrega? Conte para nós e vamos verificar.',
  tiles: {
    orderbuilder: {
      title: 'Fazer pedido',
      description: 'Pesquise produtos e monte um pedido para a conta selecionada.',
    },
    orders: {
      title: 'Pedidos',
      description: 'Acompanhe seus pedidos, faturas e notas.',
    },
    arbalance: {
      title: 'Saldo da conta',
      description: 'Seu saldo, o aging, os títulos em aberto e os extratos.',
    },
    documents: {
      title: 'Documentos',
      description: 'Tabelas de preços, fichas de produto e certificados.',
    },
    support: {
      title: 'Suporte',
      description: 'Respostas às dúvidas frequentes, ou abra um chamado conosco.',
    },
    porkdocuments: {
      title: 'Documentos de suínos',
      description: 'Relatórios e documentos para produtores de suínos.',
    },
    nutritioncloud: {
      title: 'Nuvem de nutrição',
      description: 'Análise de nutrientes, pedidos de ração e painéis de negócio.',
    },
  },
};
