import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  title: 'Notificaciones',
  bell: 'Notificaciones',
  unread_one: '{{count}} sin leer',
  unread_other: '{{count}} sin leer',
  close: 'Cerrar notificaciones',
  settings: 'Configuración de notificaciones',
  active: 'Nuevas',
  history: 'Historial',
  backToTop: 'Volver arriba',
  markAllRead: 'Marcar todas como leídas',
  dismiss: 'Descartar',
  hideError: 'Ocultar este mensaje',
  saving: 'Guardando…',
  loading: 'Cargando notificaciones…',
  loadFailed: 'No se pudieron cargar las notificaciones.',
  updateFailed: 'No se guardó su cambio.',
  retry: 'Reintentar',
  emptyTitle: 'Está al día',
  emptyBody: 'Aquí aparecerán las nuevas listas de precios y sus actualizaciones.',
  read: 'Leída',
  dismissed: 'Descartada',
  priority: {
    error: 'Error',
    warning: 'Advertencia',
    chat: 'Mensaje',
    success: 'Éxito',
  },
  titles: {
    priceList: 'Lista de precios',
    reminder: 'Recordatorio de lista de precios',
  },
  wording: {
    single: 'Nueva lista de precios disponible: {{document}}',
    multiple_one: '{{count}} nueva lista de precios disponible',
    multiple_other: '{{count}} nuevas listas de precios disponibles',
    updated: 'Lista de precios actualizada: {{document}}',
    updatedMany_one: 'Se actualizó {{count}} lista de precios',
    updatedMany_other: 'Se actualizaron {{count}} listas de precios',
    reminder: 'Recordatorio: {{document}} entra en vigor el {{date}}',
    reminderUndated: 'Recordatorio: revise {{document}}',
  },
};
