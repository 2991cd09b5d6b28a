import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  loading: 'Carregando a página…',
  failed: 'Não foi possível carregar esta página. {{reason}}',
  retry: 'Tentar novamente',
  noAccount: 'Nenhuma conta selecionada. Escolha uma no seletor de contas.',
  refusedTitle: 'Não disponível para a sua conta',
  home: 'Ir para o painel',
  refused: {
    businessUnit:
      'Esta página é para contas do negócio de suínos. Escolha uma conta de suínos no seletor de contas ou fale com seu representante de vendas.',
    role: 'Seu usuário não tem o perfil de suínos que esta página exige. Peça ao seu administrador para incluí-lo.',
    entitlement:
      'Sua conta não tem acesso a esta ferramenta. Peça ao seu representante de vendas para incluí-la.',
  },
  launch: 'Abrir {{tool}}',
  newTab: '(abre em uma nova aba)',
  links: 'Mais nesta área',
  documents: 'Documentos',
  documentsLoading: 'Carregando os documentos…',
  documentsEmpty: 'Ainda não há documentos para esta página.',
  documentsFailed: 'Não foi possível carregar os documentos. {{reason}}',
  download: 'Baixar {{title}}',
  downloadShort: 'Baixar',
  downloading: 'Baixando…',
  downloaded: '{{fileName}} foi baixado.',
  published: 'Publicado em {{date}}',
  docType: {
    pricelist: 'Lista de preços',
    brochure: 'Folheto',
    label: 'Rótulo',
    certificate: 'Certificado',
    video: 'Vídeo',
  },
  trials: 'Resumos de ensaios',
  trialsEmpty: 'Ainda não há ensaios publicados para esta fase.',
  trialsTable: 'Os ensaios em resumo',
  trialFacts: '{{animals}} animais, concluído em {{year}}',
  treatment: 'Tratamento',
  columns: {
    trial: 'Ensaio',
    stage: 'Fase',
    animals: 'Animais',
    year: 'Ano',
    measure: 'Medida',
    highest: 'Melhor resultado',
  },
  stage: {
    sows: 'Matrizes',
    nursery: 'Creche',
    finishing: 'Terminação',
  },
};
