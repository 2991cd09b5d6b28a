import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  label: 'Pie de página',
  links: 'Enlaces del pie de página',
  cookieSettings: 'Configuración de cookies',
  copyright: '© {{year}} {{owner}}. Todos los derechos reservados.',
};
