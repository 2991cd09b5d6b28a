import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  loading: 'Cargando la página…',
  failed: 'No se pudo cargar esta página. {{reason}}',
  retry: 'Reintentar',
  noAccount: 'No hay ninguna cuenta seleccionada. Elija una en el selector de cuentas.',
  refusedTitle: 'No disponible para su cuenta',
  home: 'Ir al panel',
  refused: {
    businessUnit:
      'Esta página es para cuentas del negocio porcino. Elija una cuenta porcina en el selector de cuentas o consulte a su representante de ventas.',
    role: 'Su usuario no tiene el rol porcino que necesita esta página. Pida a su administrador que lo agregue.',
    entitlement:
      'Su cuenta no tiene acceso a esta herramienta. Pida a su representante de ventas que la agregue.',
  },
  launch: 'Abrir {{tool}}',
  newTab: '(se abre en una pestaña nueva)',
  links: 'Más en esta sección',
  documents: 'Documentos',
  documentsLoading: 'Cargando los documentos…',
  documentsEmpty: 'Todavía no hay documentos para esta página.',
  documentsFailed: 'No se pudieron cargar los documentos. {{reason}}',
  download: 'Descargar {{title}}',
  downloadShort: 'Descargar',
  downloading: 'Descargando…',
  downloaded: 'Se descargó {{fileName}}.',
  published: 'Publicado el {{date}}',
  docType: {
    pricelist: 'Lista de precios',
    brochure: 'Folleto',
    label: 'Etiqueta',
    certificate: 'Certificado',
    video: 'Video',
  },
  trials: 'Resúmenes de ensayos',
  trialsEmpty: 'Todavía no hay ensayos publicados para esta etapa.',
  trialsTable: 'Los ensayos de un vistazo',
  trialFacts: '{{animals}} animales, terminado en {{year}}',
  treatment: 'Tratamiento',
  columns: {
    trial: 'Ensayo',
    stage: 'Etapa',
    animals: 'Animales',
    year: 'Año',
    measure: 'Medición',
    highest: 'Mejor resultado',
  },
  stage: {
    sows: 'Cerdas',
    nursery: 'Destete',
    finishing: 'Engorde',
  },
};
