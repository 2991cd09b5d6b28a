import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  heading: 'Informes',
  picker: 'Elija un informe',
  loading: 'Cargando sus informes…',
  loadingReport: 'Cargando el informe…',
  failed: 'No se pudieron cargar sus informes. {{reason}}',
  reportFailed: 'No se pudo cargar este informe. {{reason}}',
  retry: 'Reintentar',
  empty: 'Aún no hay informes para esta cuenta.',
  noAccount: 'No hay ninguna cuenta seleccionada. Elija una en el selector de cuentas.',
  asOf: 'Cifras al {{date}}.',
  external: 'Informe externo',
  frameTitle: '{{title}} (informe externo)',
  renewFailed: 'No se pudo renovar el informe externo y puede dejar de actualizarse. {{reason}}',
  unit: {
    shortTon: 'ton. cortas',
    metricTon: 't',
  },
};
