import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  heading: 'Su cuenta',
  loading: 'Cargando su cuenta…',
  failed: 'No se pudo cargar su cuenta. {{reason}}',
  retry: 'Reintentar',
  noAccount: 'No hay ninguna cuenta seleccionada. Elija una en el selector de cuentas.',
  showDetails: 'Mostrar detalles',
  hideDetails: 'Ocultar detalles',
  facts: {
    soldTo: 'Cliente',
    region: 'Región',
    salesOrg: 'Organización de ventas',
    businessUnit: 'Unidad de negocio',
  },
};
