import { registerTranslations } from '@anp/core';

export const DOCUMENTS_PAGE_NS = 'host-documents';

export const en = {
  title: 'Documents',
  intro: 'Price lists, brochures, product labels, certificates and videos.',
  account: 'Including the price lists of {{name}} · sold-to {{code}}',
};

registerTranslations(DOCUMENTS_PAGE_NS, {
  en,
  es: {
    title: 'Documentos',
    intro: 'Listas de precios, folletos, etiquetas de producto, certificados y videos.',
    account: 'Incluye las listas de precios de {{name}} · cliente {{code}}',
  },
  pt: {
    title: 'Documentos',
    intro: 'Tabelas de preços, folhetos, rótulos de produtos, certificados e vídeos.',
    account: 'Inclui as tabelas de preços de {{name}} · cliente {{code}}',
  },
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
