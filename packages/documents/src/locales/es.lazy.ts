import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  search: 'Buscar documentos',
  searchHint: 'Título o nombre de archivo',
  clearSearch: 'Borrar búsqueda',
  type: 'Tipo',
  allTypes: 'Todos los tipos',
  kind: {
    pricelist: 'Lista de precios',
    brochure: 'Folleto',
    label: 'Etiqueta',
    certificate: 'Certificado',
    video: 'Video',
  },
  kinds: {
    pricelist: 'listas de precios',
    brochure: 'folletos',
    label: 'etiquetas',
    certificate: 'certificados',
    video: 'videos',
  },
  sort: 'Ordenar por',
  sortBy: {
    newest: 'Más recientes',
    title: 'Título (A a Z)',
    relevance: 'Más relevantes',
  },
  sortWhileSearching: 'Los resultados de búsqueda se ordenan por relevancia.',
  showing: 'Mostrando {{shown}} de {{total}} documentos',
  showingMatches: 'Mostrando {{shown}} de {{total}} documentos que coinciden con «{{term}}»',
  loading: 'Cargando documentos…',
  loadMore: 'Cargar más documentos',
  retry: 'Reintentar',
  failed: 'No se pudieron cargar los documentos. {{reason}}',
  empty: {
    none: 'Todavía no hay documentos',
    noneHint:
      'Aquí aparecerán las listas de precios, folletos, etiquetas, certificados y videos de su cuenta.',
    noMatch: 'Ningún documento coincide con «{{term}}»',
    noMatchHint: 'Revise la ortografía o busque por nombre de producto o por mes.',
    noneOfType: 'Por ahora no hay {{kinds}}',
    showAllTypes: 'Ver todos los tipos',
  },
  published: 'Publicado el {{date}}',
  accountBadge: 'Su cuenta',
  preview: 'Ver',
  previewTitle: 'Vista previa del documento',
  download: 'Descargar',
  downloaded: 'Se descargó {{name}}.',
  close: 'Cerrar',
};
