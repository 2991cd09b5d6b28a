import { registerTranslations } from '@anp/core';

export const SUPPORT_PAGE_NS = 'host-support';

export const en = {
  title: 'Support',
  intro: 'Reach customer service, follow your cases and find answers to common questions.',
};

registerTranslations(SUPPORT_PAGE_NS, {
  en,
  es: {
    title: 'Soporte',
    intro:
      'Comuníquese con el servicio al cliente, siga sus casos y encuentre respuestas a preguntas frecuentes.',
  },
  pt: {
    title: 'Suporte',
    intro:
      'Fale com o atendimento ao cliente, acompanhe seus chamados e encontre respostas às dúvidas frequentes.',
  },
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
