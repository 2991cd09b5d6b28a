import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings of the support page and the FAQ answer, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  raise: 'Registrar uma reclamação',
  raiseFailed: 'Não foi possível abrir o formulário de reclamação. {{reason}}',
  retry: 'Tentar novamente',
  bar: {
    heading: 'Atendimento ao cliente',
    intro: 'Ligue ou escreva para nós, ou registre uma reclamação sobre um produto ou uma entrega.',
    phone: 'Telefone',
    email: 'E-mail',
    hours: 'Horário',
    loading: 'Carregando os contatos do atendimento ao cliente…',
    failed: 'Não foi possível carregar os contatos do atendimento ao cliente.',
  },
  cases: {
    heading: 'Seus chamados',
    loading: 'Carregando seus chamados…',
    failed: 'Não foi possível carregar seus chamados. {{reason}}',
    emptyTitle: 'Nenhum chamado ainda',
    emptyText: 'Quando você registrar uma reclamação, poderá acompanhá-la aqui até a solução.',
    showing: 'Mostrando {{shown}} de {{total}} chamados',
    showMore: 'Mostrar mais chamados',
    number: 'Chamado {{number}}',
    submitted: 'Enviado em {{date}}',
    order: 'Pedido {{number}}',
    plant: 'Planta {{name}}',
    products: 'Produtos',
    quantity: '{{qty}} {{unit}}',
    bags_one: '{{count}} saco afetado',
    bags_other: '{{count}} sacos afetados',
    lots: 'Lotes {{lots}}',
    documents: 'Anexos',
    download: 'Baixar {{name}} do chamado {{number}}',
    downloadFailed: 'Não foi possível baixar o arquivo. {{reason}}',
    justSubmitted: 'Recém-enviado',
    announced: 'O chamado {{number}} foi enviado. Ele aparece primeiro nos seus chamados.',
  },
  status: {
    label: 'Situação',
    new: 'Novo',
    inProgress: 'Em andamento',
    resolved: 'Resolvido',
    closed: 'Encerrado',
  },
  faq: {
    heading: 'Perguntas frequentes',
    loading: 'Carregando as perguntas…',
    failed: 'Não foi possível carregar as perguntas. {{reason}}',
    empty: 'Ainda não há perguntas para o seu mercado.',
  },
  article: {
    loading: 'Carregando a resposta…',
    updated: 'Atualizado em {{date}}',
    back: 'Voltar ao suporte',
    notFoundTitle: 'Não encontramos esta pergunta',
    notFoundText:
      'Ela pode ter sido removida ou reescrita. A página de suporte mostra todas as perguntas atuais.',
    failed: 'Não foi possível carregar a resposta. {{reason}}',
    stillNeedHelp: 'Ainda precisa de ajuda?',
    stillNeedHelpText:
      'Nossa equipe de atendimento ao cliente está aqui para ajudar. Se algo deu errado com um produto ou uma entrega, registre uma reclamação e entraremos em contato.',
    missingId: 'Esta resposta precisa do identificador de uma pergunta (o atributo faq-id).',
  },
};
