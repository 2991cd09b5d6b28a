import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  account: 'Cuenta',
  selectAccount: 'Seleccione una cuenta',
  dialog: 'Elija una cuenta',
  accounts: 'Cuentas',
  noAccounts: 'Todavía no hay cuentas vinculadas a su usuario.',
  search: 'Buscar cuentas',
  searchHint: 'Nombre, código de cliente o contacto',
  showing: 'Mostrando {{shown}} de {{total}} cuentas',
  noMatch: 'Ninguna cuenta coincide con «{{term}}».',
  loading: 'Cargando cuentas…',
  loadMore: 'Cargar más cuentas',
  listFailed: 'No se pudieron cargar las cuentas. {{reason}}',
  retry: 'Reintentar',
  contextFailed: 'Sus cuentas no están disponibles en este momento.',
  region: 'Región',
  regionValue: 'Región: {{region}}',
  chooseRegion: 'Elija una región',
  regions: 'Regiones',
  currentMark: '(seleccionada)',
  tagNew: 'Nueva',
  tagCurrent: 'Actual',
  switching: 'Cambiando a {{account}}…',
  switchFailed: 'Su cuenta no se cambió. {{reason}}',
};
